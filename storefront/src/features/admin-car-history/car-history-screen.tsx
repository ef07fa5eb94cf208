import { useState } from 'react'
import type { HistoryEntry } from '@autosalone/domain/car-history'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { ConfirmDialog } from '@/panel/components/confirm-dialog'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { formatDateTime } from '@/panel/format-date-time'
import { useCarHistory } from './api/get-car-history'
import { useRestoreVersion } from './api/restore-version'
import { HistoryEntryItem } from './history-entry'
import './car-history.css'

/** Every kept save of a car, newest first; a past one restored after a confirmation. */
export function CarHistoryScreen({ carId }: { carId: number }) {
  const { t, language } = useAdminTranslation()
  const { data, error } = useCarHistory(carId)
  const restore = useRestoreVersion(carId)
  const [asked, setAsked] = useState<HistoryEntry | null>(null)
  const when = (iso: string) => formatDateTime(iso, language)

  if (error) {
    const missing = error instanceof ApiError && error.status === 404
    return <StatusScreen text={t(missing ? 'form.notFound' : 'common.loadError')} busy={false} />
  }
  if (!data) return <StatusScreen text={t('common.loading')} />

  const confirm = (entry: HistoryEntry) =>
    restore.mutate(
      { version: entry.version, updatedAt: data.car.updatedAt },
      {
        onSuccess: (answer) =>
          toast({
            title: t('history.restoredTitle'),
            description:
              answer.missingPhotos > 0 ? t('history.missingPhotos', { count: answer.missingPhotos }) : data.car.name,
          }),
        onError: (failure) =>
          toast({
            title: t('common.errorTitle'),
            description: t(
              failure instanceof ApiError && failure.status === 409 ? 'history.conflict' : 'history.restoreFailed',
            ),
            variant: 'destructive',
          }),
      },
    )

  return (
    <>
      <p className="admin-hint">{t('history.intro')}</p>
      <ol className="history-list" aria-label={t('history.listLabel', { name: data.car.name })}>
        {data.entries.map((entry) => (
          <HistoryEntryItem key={entry.version} entry={entry} busy={restore.isPending} onRestore={setAsked} />
        ))}
      </ol>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        question={asked ? t('history.confirmQuestion', { date: when(asked.at) }) : ''}
        note={t('history.confirmNote')}
        confirmLabel={t('history.restore')}
        onConfirm={() => asked && confirm(asked)}
      />
    </>
  )
}
