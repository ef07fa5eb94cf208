import { Field } from '@/components/ui/field'
import { useTranslation } from 'react-i18next'
import { CAR_ENUMS, enumLabelKey } from '@autosalone/domain/enums'
import { IMPORT_ENUM_FIELDS, type ImportEnumField } from '@autosalone/domain/imports/import-fields'
import type { ImportValueMap } from '@autosalone/domain/imports/import-values'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

interface ValueTableProps {
  valueMap: ImportValueMap
  onChange: (field: ImportEnumField, fileValue: string, value: string | null) => void
}

/** The file's values of each fixed-choice field, each with the car's value it becomes ('Gasolio' → Diesel). */
export function ValueTable({ valueMap, onChange }: ValueTableProps) {
  const { t } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')
  const fields = IMPORT_ENUM_FIELDS.filter((field) => Object.keys(valueMap[field] ?? {}).length > 0)
  if (fields.length === 0) return null
  return (
    <FormSection title={t('imports.valuesTitle')}>
      <p className="admin-hint">{t('imports.valuesHint')}</p>
      <div className="import-mapping">
        {fields.flatMap((field) =>
          Object.entries(valueMap[field] ?? {}).map(([fileValue, value]) => {
            const id = `import-value-${field}-${fileValue}`
            return (
              <Field
                key={id}
                label={t('imports.valueOf', { field: t(`imports.fields.${field}`), value: fileValue })}
                id={id}
                labelClassName=""
                className="import-mapping__row"
              >
                {(control) => (
                  <select
                    {...control}
                    className="field__control"
                    value={value ?? ''}
                    onChange={(event) => onChange(field, fileValue, event.target.value || null)}
                  >
                    <option value="">{t('imports.notMapped')}</option>
                    {CAR_ENUMS[field].map((option) => (
                      <option key={option} value={option}>
                        {tCars(enumLabelKey(field, option))}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )
          }),
        )}
      </div>
    </FormSection>
  )
}
