import { Field } from '@/components/ui/field'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { estimateFinance, FINANCE_LIMITS, type FinanceRequest } from '@autosalone/domain/leads/finance'
import { buttonVariants } from '@/components/ui/button'
import type { SiteSettings } from '@/lib/site-settings/types'
import { FinanceFigures, RepresentativeExample } from './finance-figures'
import { LeadForm } from './lead-form'
import { useReturnedFields } from './returned-fields'

const DEFAULT_MONTHS = 60

/**
 * The figures in the address (`?prezzo=&anticipo=&mesi=`) when the visitor calculated without the
 * script, or those of the request the server sent back to them.
 */
function startingRequest(
  search: string,
  price: number | undefined,
  returned: Record<string, string> | null,
): FinanceRequest {
  const params = new URLSearchParams(search)
  const number = (name: string, returnedName: keyof FinanceRequest, fallback: number) => {
    const text = params.get(name) ?? returned?.[returnedName] ?? null
    const value = Number(text)
    return text !== null && Number.isFinite(value) ? value : fallback
  }
  const startPrice = number('prezzo', 'price', price ?? 15_000)
  return {
    price: startPrice,
    downPayment: number('anticipo', 'downPayment', Math.round((startPrice * 0.2) / 500) * 500),
    months: number('mesi', 'months', DEFAULT_MONTHS),
  }
}

/**
 * The finance estimate and the request that sends it. The calculator is its
 * own small GET form: without the script, 'Calcola' reloads the page with the
 * figures in the address; with it, the figures follow every keystroke.
 */
export function FinanceRequestForm({
  settings,
  car,
}: {
  settings: SiteSettings
  car?: { id: number; name: string; price: number }
}) {
  const { t } = useTranslation('leads')
  const location = useLocation()
  const returned = useReturnedFields('finanziamento')
  const [request, setRequest] = useState(() => startingRequest(location.search, car?.price, returned))
  const rates = settings.finance ?? { tan: 0, setupFee: 0, instalmentFee: 0 }
  const estimate = estimateFinance(request, rates)
  const update = (name: keyof FinanceRequest) => (event: { target: { value: string } }) =>
    setRequest((current) => ({ ...current, [name]: Number(event.target.value) }))
  const recalculate = (event: FormEvent) => event.preventDefault()

  return (
    <div className="finance-request">
      <form
        className="finance-calculator"
        method="get"
        action={`${location.pathname}#finanziamento`}
        onSubmit={recalculate}
        aria-labelledby="finanziamento"
      >
        <h2 id="finanziamento" className="lead-form__title">
          {t('finance.title')}
        </h2>
        <div className="lead-form__row">
          <Field label={t('finance.price')} id="finance-price">
            {(control) => (
              <input
                {...control}
                className="field__control"
                name="prezzo"
                type="number"
                min={1}
                max={FINANCE_LIMITS.maxPrice}
                step={1}
                value={request.price}
                onChange={update('price')}
              />
            )}
          </Field>
          <Field label={t('finance.downPayment')} id="finance-down">
            {(control) => (
              <input
                {...control}
                className="field__control"
                name="anticipo"
                type="number"
                min={0}
                step={1}
                value={request.downPayment}
                onChange={update('downPayment')}
              />
            )}
          </Field>
        </div>
        <Field label={t('finance.months')} id="finance-months">
          {(control) => (
            <select
              {...control}
              className="field__control"
              name="mesi"
              value={request.months}
              onChange={update('months')}
            >
              {[12, 24, 36, 48, 60, 72, 84].map((months) => (
                <option key={months} value={months}>
                  {months}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          {t('finance.calculate')}
        </button>
        {estimate ? <FinanceFigures estimate={estimate} /> : <p role="status">{t('finance.invalid')}</p>}
        <RepresentativeExample rates={rates} />
        <p className="finance-disclaimer">{t('finance.disclaimer')}</p>
      </form>
      <LeadForm
        type="finanziamento"
        settings={settings}
        car={car}
        hidden={{ price: request.price, downPayment: request.downPayment, months: request.months }}
      />
    </div>
  )
}
