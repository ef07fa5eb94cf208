import { toast } from '@/components/ui/use-toast'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { PhotoUploader } from '@/panel/photos/photo-uploader'
import { usePhotoUploads } from '@/panel/photos/use-photo-uploads'

/** The specification's limit of files sent at once from the library page. */
const libraryUploadsPerSelection = 20

/** 'Carica Foto' on the library page: photos go to the shared library, not to a car. */
export function LibraryUploader({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useAdminTranslation()
  const uploads = usePhotoUploads({
    maxFiles: libraryUploadsPerSelection,
    onUploaded: (media) => {
      toast({ title: t('uploader.uploadedTitle'), description: t('uploader.uploaded', { count: media.length }) })
      onUploaded()
    },
  })

  return <PhotoUploader uploads={uploads} title={t('uploader.title')} intro={t('uploader.libraryIntro')} />
}
