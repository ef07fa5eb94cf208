import { buttonVariants } from '@/components/ui/button'
import { backupDownloadPath, useBackups } from '@/panel/api/get-backups'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/**
 * The 'Backup' card of the settings page: when the last archive was taken, its size, and a
 * link to download it. The nightly job and `npm run backup` make the archives; see the README.
 */
export function BackupsSection() {
  const { t, language } = useAdminTranslation()
  const { data, error } = useBackups()
  const [latest] = data?.docs ?? []

  const when = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))
  const size = (bytes: number) =>
    new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))

  return (
    <FormSection title={t('backups.title')}>
      {error ? <p className="admin-hint">{t('common.loadError')}</p> : null}
      {data && latest ? (
        <>
          <p>{t('backups.latest', { date: when(latest.createdAt), size: size(latest.size) })}</p>
          <p>
            <a
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              href={backupDownloadPath(latest.name)}
              download={latest.name}
            >
              {t('backups.download')}
            </a>
          </p>
        </>
      ) : null}
      {data && !latest ? <p>{t('backups.none')}</p> : null}
      {data ? (
        <p className="admin-hint">
          {t(data.storage === 's3' ? 'backups.whereS3' : 'backups.whereLocal', { count: data.docs.length })}
        </p>
      ) : null}
    </FormSection>
  )
}
