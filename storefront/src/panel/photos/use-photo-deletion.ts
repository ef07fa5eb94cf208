import { useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { useDeleteMedia } from '../api/delete-media'
import { useRestorePhoto } from '../api/restore-photo'
import { useAdminTranslation } from '../i18n/use-admin-translation'
import type { MediaItem } from '../types'

/**
 * Deleting a photo from the library, after a confirmation that names the cars it will leave; one
 * deletion at a time, undone from the toast or the photo trash. Returns what the confirmation
 * dialog needs, and `ask` for the X buttons.
 */
export function usePhotoDeletion(onDeleted: (id: number) => void) {
  const { t } = useAdminTranslation()
  const deleteMedia = useDeleteMedia()
  const restorePhoto = useRestorePhoto()
  const [candidate, setCandidate] = useState<MediaItem | null>(null)

  const ask = (photo: MediaItem) => {
    if (deleteMedia.isPending) {
      toast({ title: t('photos.busyTitle'), description: t('photos.busyDescription') })
      return
    }
    setCandidate(photo)
  }

  const undo = (id: number) =>
    restorePhoto.mutate(id, {
      onSuccess: () => toast({ title: t('photoTrash.restoredTitle') }),
      onError: () =>
        toast({ title: t('common.errorTitle'), description: t('photoTrash.restoreFailed'), variant: 'destructive' }),
    })

  const confirm = () => {
    if (candidate === null) return
    const { id } = candidate
    deleteMedia.mutate(id, {
      onSuccess: () => {
        onDeleted(id)
        toast({
          title: t('photos.deletedTitle'),
          description: t('photos.deletedDescription'),
          action: { label: t('list.undo'), onClick: () => undo(id) },
        })
      },
      onError: (error) => {
        console.error(error)
        toast({ title: t('common.errorTitle'), description: t('photos.deleteFailed'), variant: 'destructive' })
      },
    })
  }

  const cars = candidate?.usedBy ?? []
  return {
    ask,
    dialog: {
      open: candidate !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setCandidate(null)
      },
      question: t('photos.confirmDelete'),
      note:
        cars.length > 0
          ? t('photos.confirmDeleteUsed', { count: cars.length, cars: cars.map((car) => car.name).join(', ') })
          : t('photos.confirmDeleteNote'),
      onConfirm: confirm,
    },
  }
}
