import { useRef, type KeyboardEvent } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { buttonVariants } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/icons'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from '../car-form-values'
import { FormSection } from '@/panel/components/form-section'

const texts = {
  features: {
    section: 'form.sections.features',
    field: 'form.fields.feature',
    placeholder: 'form.placeholders.feature',
    add: 'form.addFeature',
    remove: 'form.removeFeature',
  },
  featuresEn: {
    section: 'form.sections.featuresEn',
    field: 'form.fields.featureEn',
    placeholder: 'form.placeholders.featureEn',
    add: 'form.addFeatureEn',
    remove: 'form.removeFeatureEn',
  },
  colors: {
    section: 'form.sections.colors',
    field: 'form.fields.color',
    placeholder: 'form.placeholders.color',
    add: 'form.addColor',
    remove: 'form.removeColor',
  },
} as const

/** Repeatable one-line rows (features, in Italian and English, colours): Enter in a row adds the next one. */
export function TextRowsSection({ name }: { name: keyof typeof texts }) {
  const { t } = useAdminTranslation()
  const { control, register, formState } = useFormContext<CarFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name })
  const listRef = useRef<HTMLOListElement>(null)
  const text = texts[name]
  const listError = formState.errors[name]?.root?.message ?? formState.errors[name]?.message

  const addRow = () => append({ text: '' }, { shouldFocus: true })

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (index === fields.length - 1) addRow()
    else listRef.current?.querySelectorAll('input')[index + 1]?.focus()
  }

  return (
    <FormSection title={t(text.section)}>
      <ol ref={listRef} className="admin-rows">
        {fields.map((field, index) => {
          const label = t(text.field, { number: index + 1 })
          const rowError = formState.errors[name]?.[index]?.text?.message
          return (
            <li key={field.id} className="admin-rows__row">
              <input
                className="field__control"
                aria-label={label}
                aria-invalid={rowError ? true : undefined}
                placeholder={t(text.placeholder)}
                autoComplete="off"
                enterKeyHint="next"
                {...register(`${name}.${index}.text`)}
                onKeyDown={(event) => addOnEnter(event, index)}
              />
              <button
                type="button"
                className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} admin-icon-button`}
                aria-label={t(text.remove, { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <CloseIcon size={18} />
              </button>
              {rowError && <p className="admin-field__error admin-rows__error">{rowError}</p>}
            </li>
          )
        })}
      </ol>
      {listError && <p className="admin-field__error">{listError}</p>}
      <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={addRow}>
        + {t(text.add)}
      </button>
    </FormSection>
  )
}
