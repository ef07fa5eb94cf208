import type { ReactNode } from 'react'
import { useFieldArray, useFormContext, type ArrayPath, type FieldArray } from 'react-hook-form'
import { buttonVariants } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/icons'
import { FormSection } from '@/panel/components/form-section'
import type { SettingsFormValues } from './settings-form-values'

type ListName = ArrayPath<SettingsFormValues>

interface SettingsRowsProps<Name extends ListName> {
  name: Name
  title: string
  hint: string
  /** the most rows the domain's rules take; the add button goes away there */
  max: number
  emptyRow: () => FieldArray<SettingsFormValues, Name>
  legend: (number: number) => string
  removeLabel: (number: number) => string
  addLabel: string
  /** a class beside `settings-hours__row`, for the row's own grid */
  rowClass?: string
  /** the row's boxes */
  children: (index: number) => ReactNode
}

/** A list of the settings page (hours, closures, figures): a bordered row each, an X to take it away, a button to add one. */
export function SettingsRows<Name extends ListName>(props: SettingsRowsProps<Name>) {
  const { name, title, hint, max, emptyRow, legend, removeLabel, addLabel, rowClass, children } = props
  const { control, formState, getFieldState } = useFormContext<SettingsFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name })
  const listError = getFieldState(name, formState).error?.message

  return (
    <FormSection title={title}>
      <p className="admin-hint">{hint}</p>
      <ol className="admin-rows">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className={`settings-hours__row ${rowClass ?? ''}`}>
              <legend className="settings-hours__legend">{legend(index + 1)}</legend>
              {children(index)}
              <button
                type="button"
                className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} admin-icon-button settings-hours__remove`}
                aria-label={removeLabel(index + 1)}
                onClick={() => remove(index)}
              >
                <CloseIcon size={18} />
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {listError && <p className="admin-field__error">{listError}</p>}
      {fields.length < max && (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => append(emptyRow(), { shouldFocus: true })}
        >
          + {addLabel}
        </button>
      )}
    </FormSection>
  )
}
