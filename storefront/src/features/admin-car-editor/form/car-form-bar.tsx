import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { adminPaths } from '@/panel/admin-paths'
import { AdminBar } from '@/panel/components/admin-bar'
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
      leading={
        <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
          <ChevronLeftIcon size={18} />
          {t('form.back')}
        </Link>
      }
      title={title}
      actions={
        formId && (
          <button
            type="submit"
            form={formId}
            className={`${buttonVariants({ variant: 'primary' })} car-form-save`}
            disabled={saving || uploading}
          >
            {label}
          </button>
        )
      }
    />
  )
}
