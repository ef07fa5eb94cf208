import * as ToastPrimitive from '@radix-ui/react-toast'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons'
import { dismissToast, useToasts } from './use-toast'
import './toast.css'

// The specification's toast timing and gesture.
const durationMs = 5000
const swipeThresholdPx = 50

/**
 * The notification area (F8 focuses it) and the toast on screen. `top-on-phone`: on a phone the
 * toasts come in at the top, away from a save button waiting at the bottom under the thumb.
 */
export function Toaster({ placement = 'bottom' }: { placement?: 'bottom' | 'top-on-phone' }) {
  const { t } = useTranslation()
  const toasts = useToasts()

  return (
    <ToastPrimitive.Provider
      duration={durationMs}
      swipeDirection="right"
      swipeThreshold={swipeThresholdPx}
      label={t('toast.close')}
    >
      {toasts.map(({ id, title, description, variant = 'default', open, action }) => (
        <ToastPrimitive.Root
          key={id}
          className="toast"
          data-variant={variant}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id)
          }}
        >
          <ToastPrimitive.Title className="toast__title">{title}</ToastPrimitive.Title>
          {description && (
            <ToastPrimitive.Description className="toast__description">{description}</ToastPrimitive.Description>
          )}
          {action && (
            <ToastPrimitive.Action className="toast__action" altText={action.label} onClick={action.onClick}>
              {action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close className="close-button toast__close" aria-label={t('toast.close')}>
            <CloseIcon size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        data-placement={placement}
        className="toast-viewport"
        label={t('toast.region', { hotkey: '{hotkey}' })}
      />
    </ToastPrimitive.Provider>
  )
}
