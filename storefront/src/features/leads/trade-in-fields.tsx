import { useTranslation } from 'react-i18next'
import { LEAD_LIMITS } from '@autosalone/domain/leads/lead-rules'
import { FUELS } from '@autosalone/domain/enums'
import { problemOf, type FormProblems } from './lead-errors'
import { Field } from '@/components/ui/field'
import { useLeadField } from './use-lead-field'
import { useReturnedFields } from './returned-fields'
import { PHOTOS_FIELD, TradeInPhotos } from './trade-in-photos'

/** The car offered in trade: what the dealer needs for a first valuation. */
export function TradeInFields({ problems }: { problems: FormProblems }) {
  const { t } = useTranslation(['leads', 'cars'])
  const problem = (field: string) => problemOf(problems, field)
  const field = useLeadField()
  const returned = useReturnedFields('valutazione')
  const text = (name: string, label: string, autoComplete?: string) => (
    <Field label={label} {...field(problem(name), true)}>
      {(control) => (
        <input
          {...control}
          name={name}
          required
          className="field__control"
          type="text"
          maxLength={LEAD_LIMITS.shortTextChars}
          autoComplete={autoComplete}
          defaultValue={returned?.[name]}
        />
      )}
    </Field>
  )
  return (
    <>
      <div className="lead-form__row">
        {text('make', t('fields.make'))}
        {text('model', t('fields.model'))}
      </div>
      <div className="lead-form__row">
        <Field label={t('fields.year')} {...field(problem('year'), true)}>
          {(control) => (
            <input
              {...control}
              name="year"
              required
              className="field__control"
              type="number"
              inputMode="numeric"
              min={LEAD_LIMITS.minYear}
              max={2100}
              defaultValue={returned?.year}
            />
          )}
        </Field>
        <Field label={t('fields.km')} {...field(problem('km'), true)}>
          {(control) => (
            <input
              {...control}
              name="km"
              required
              className="field__control"
              type="number"
              inputMode="numeric"
              min={0}
              max={LEAD_LIMITS.maxKm}
              defaultValue={returned?.km}
            />
          )}
        </Field>
      </div>
      <Field label={t('fields.fuel')} {...field(problem('fuel'))}>
        {(control) => (
          <select {...control} name="fuel" className="field__control" defaultValue={returned?.fuel ?? ''}>
            <option value="">—</option>
            {FUELS.map((fuel) => (
              <option key={fuel} value={fuel}>
                {t(`cars:fuel.${fuel}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TradeInPhotos problem={problem(PHOTOS_FIELD)} />
    </>
  )
}
