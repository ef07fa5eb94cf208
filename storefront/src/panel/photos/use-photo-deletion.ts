import { useState } from 'react'
import { toast } from '@/components/ui/use-toast'
import { useDeleteMedia } from '../api/delete-media'
import { useAdminTranslation } from '../i18n/use-admin-translation'

/**
 * Deleting a photo from the library, after a confirmation; one deletion at a time. Returns what
 * the confirmation dialog needs, and `ask` for the X buttons.
 */
export function usePhotoDeletion(onDeleted: (id: number) => void) {
  const { t } = useAdminTranslation()
  const deleteMedia = useDeleteMedia()
  const [candidate, setCandidate] = useState<number | null>(null)

  const ask = (id: number) => {
    if (deleteMedia.isPending) {
      toast({ title: t('photos.busyTitle'), description: t('photos.busyDescription') })
      return
    }
    setCandidate(id)
  }

  const confirm = () => {
    if (candidate === null) return
    const id = candidate
    deleteMedia.mutate(id, {
      onSuccess: () => {
        onDeleted(id)
        toast({ title: t('photos.deletedTitle'), description: t('photos.deletedDescription') })
      },
      onError: (error) => {
        console.error(error)
        toast({ title: t('common.errorTitle'), description: t('photos.deleteFailed'), variant: 'destructive' })
      },
    })
  }

  return {
    ask,
    dialog: {
      open: candidate !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setCandidate(null)
      },
      question: t('photos.confirmDelete'),
      note: t('photos.confirmDeleteNote'),
      onConfirm: confirm,
    },
  }
}
