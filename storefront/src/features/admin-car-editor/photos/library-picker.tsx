import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useState } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { MediaSelector } from '@/panel/photos/media-selector'

interface LibraryPickerProps {
  selected: number[]
  max: number
  onApply: (ids: number[]) => void
}

/** 'Scegli dalla Libreria': the selector in a sheet that fills a phone's screen, applied on 'Usa N foto'. */
export function LibraryPicker({ selected, max, onApply }: LibraryPickerProps) {
  const { t } = useAdminTranslation()
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<number[]>(selected)

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setChoice(selected)
        setOpen(next)
      }}
    >
      <DialogPrimitive.Trigger className={buttonVariants({ variant: 'outline' })}>
        {t('photos.fromLibrary')}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="library-picker__overlay" />
        <DialogPrimitive.Content className="library-picker" aria-describedby={undefined}>
          <DialogPrimitive.Title className="library-picker__title">{t('selector.dialogTitle')}</DialogPrimitive.Title>
          <div className="library-picker__body">
            <MediaSelector selected={choice} onChange={setChoice} max={max} />
          </div>
          <div className="library-picker__actions">
            <DialogPrimitive.Close className={buttonVariants({ variant: 'outline' })}>
              {t('common.cancel')}
            </DialogPrimitive.Close>
            <button
              type="button"
              className={buttonVariants({ variant: 'primary' })}
              onClick={() => {
                onApply(choice)
                setOpen(false)
              }}
            >
              {t('selector.apply', { count: choice.length })}
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
