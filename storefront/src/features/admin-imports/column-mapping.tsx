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
            <div key={field} className="import-mapping__row">
              <label htmlFor={id}>{t(`imports.fields.${field}`)}</label>
              <select
                id={id}
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
            </div>
          )
        })}
      </div>
    </FormSection>
  )
}
