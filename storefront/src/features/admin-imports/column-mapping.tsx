import { Field } from '@/components/ui/field'
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '@autosalone/domain/imports/import-fields'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

interface ColumnMappingProps {
  columns: string[]
  /** the first data row, to show an example of each column */
  sample: string[]
  mapping: ImportMapping
  onChange: (field: ImportField, column: number | null) => void
}

/** One choice per car field: the column of the file it is read from, or none. */
export function ColumnMapping({ columns, sample, mapping, onChange }: ColumnMappingProps) {
  const { t } = useAdminTranslation()
  return (
    <FormSection title={t('imports.mappingTitle')}>
      <p className="admin-hint">{t('imports.mappingHint')}</p>
      <div className="import-mapping">
        {IMPORT_FIELDS.map((field) => {
          const column = mapping[field]
          const id = `import-field-${field}`
          return (
            <Field
              key={field}
              label={t(`imports.fields.${field}`)}
              id={id}
              labelClassName=""
              className="import-mapping__row"
            >
              {(control) => (
                <select
                  {...control}
                  className="field__control"
                  value={typeof column === 'number' ? String(column) : ''}
                  onChange={(event) => onChange(field, event.target.value === '' ? null : Number(event.target.value))}
                >
                  <option value="">{t('imports.notImported')}</option>
                  {columns.map((name, index) => (
                    <option key={index} value={index}>
                      {name}
                      {sample[index] ? ` (${t('imports.example', { value: sample[index].slice(0, 30) })})` : ''}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )
        })}
      </div>
    </FormSection>
  )
}
