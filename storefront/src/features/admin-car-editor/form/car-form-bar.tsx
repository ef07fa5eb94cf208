import { AdminBar } from '@/panel/components/admin-bar'
import { BackToListLink } from '@/panel/components/back-to-list-link'
import { SaveButton } from '@/panel/components/save-button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { PhotoUploads } from '@/panel/photos/use-photo-uploads'

interface CarFormBarProps {
  /** the form the save button submits */
  formId?: string
  title: string
  saving?: boolean
  uploads?: PhotoUploads
}

/** 'Torna alla Lista', the title and the save button, which says when it is saving or uploading. */
export function CarFormBar({ formId, title, saving = false, uploads }: CarFormBarProps) {
  const { t } = useAdminTranslation()
  const uploading = uploads?.active ?? false

  let label = t('form.save')
  if (uploading) label = t('form.uploading', { percent: uploads?.percent ?? 0 })
  else if (saving) label = t('form.saving')

  return (
    <AdminBar
      leading={<BackToListLink label={t('form.back')} />}
      title={title}
      actions={formId && <SaveButton formId={formId} disabled={saving || uploading} label={label} />}
    />
  )
}
