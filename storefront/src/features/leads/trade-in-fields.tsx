import { useTranslation } from 'react-i18next'
import { LEAD_LIMITS } from '@autosalone/domain/leads/lead-rules'
import { FUELS } from '@autosalone/domain/enums'
import { problemOf, type FormProblems } from './lead-errors'
import { LeadField } from './lead-field'
import { useReturnedFields } from './returned-fields'
import { PHOTOS_FIELD, TradeInPhotos } from './trade-in-photos'

/** The car offered in trade: what the dealer needs for a first valuation. */
export function TradeInFields({ problems }: { problems: FormProblems }) {
  const { t } = useTranslation(['leads', 'cars'])
  const problem = (field: string) => problemOf(problems, field)
  const returned = useReturnedFields('valutazione')
  const text = (name: string, label: string, autoComplete?: string) => (
    <LeadField name={name} label={label} required problem={problem(name)}>
      {(props) => (
        <input
          {...props}
          className="field__control"
          type="text"
          maxLength={LEAD_LIMITS.shortTextChars}
          autoComplete={autoComplete}
          defaultValue={returned?.[name]}
        />
      )}
    </LeadField>
  )
  return (
    <>
      <div className="lead-form__row">
        {text('make', t('fields.make'))}
        {text('model', t('fields.model'))}
      </div>
      <div className="lead-form__row">
        <LeadField name="year" label={t('fields.year')} required problem={problem('year')}>
          {(props) => (
            <input
              {...props}
              className="field__control"
              type="number"
              inputMode="numeric"
              min={LEAD_LIMITS.minYear}
              max={2100}
              defaultValue={returned?.year}
            />
          )}
        </LeadField>
        <LeadField name="km" label={t('fields.km')} required problem={problem('km')}>
          {(props) => (
            <input
              {...props}
              className="field__control"
              type="number"
              inputMode="numeric"
              min={0}
              max={LEAD_LIMITS.maxKm}
              defaultValue={returned?.km}
            />
          )}
        </LeadField>
      </div>
      <LeadField name="fuel" label={t('fields.fuel')} problem={problem('fuel')}>
        {(props) => (
          <select {...props} className="field__control" defaultValue={returned?.fuel ?? ''}>
            <option value="">—</option>
            {FUELS.map((fuel) => (
              <option key={fuel} value={fuel}>
                {t(`cars:fuel.${fuel}`)}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <TradeInPhotos problem={problem(PHOTOS_FIELD)} />
    </>
  )
}
