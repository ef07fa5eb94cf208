import { buttonVariants } from '@/components/ui/button'

/** A form's save button in the panel's bar; on a phone it waits at the bottom, under the thumb. */
export function SaveButton({ formId, disabled, label }: { formId: string; disabled: boolean; label: string }) {
  return (
    <button
      type="submit"
      form={formId}
      className={`${buttonVariants({ variant: 'primary' })} admin-save`}
      disabled={disabled}
    >
      {label}
    </button>
  )
}
