import * as DialogPrimitive from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { CloseIcon } from './icons'
import './dialog.css'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  /** accessible name of the corner close button */
  closeLabel: string
  children: ReactNode
}

/** A modal dialog: focus stays inside, Escape and the close button dismiss it. */
export function Dialog({ open, onOpenChange, title, description, closeLabel, children }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        {/* Radix links the description itself; without one it wants an explicit "no description". */}
        <DialogPrimitive.Content className="dialog" {...(description ? {} : { 'aria-describedby': undefined })}>
          <DialogPrimitive.Title className="dialog__title">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="dialog__description">{description}</DialogPrimitive.Description>
          )}
          {children}
          <DialogPrimitive.Close className="close-button dialog__close" aria-label={closeLabel}>
            <CloseIcon size={18} />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
