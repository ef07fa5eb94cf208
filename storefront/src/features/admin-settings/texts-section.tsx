import { buttonVariants } from '@/components/ui/button'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** The console's page of the site's prose: the editors start from the text the pages show today. */
const SITE_TEXTS_CONSOLE = '/cms/globals/site-texts'

/** Where the dealer rewrites the about and services prose, which lives in the console's rich-text editor. */
export function TextsSection() {
  const { t } = useAdminTranslation()
  return (
    <FormSection title={t('settings.texts.section')}>
      <p className="admin-hint">{t('settings.texts.hint')}</p>
      <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={SITE_TEXTS_CONSOLE}>
        {t('settings.texts.edit')}
      </a>
    </FormSection>
  )
}
