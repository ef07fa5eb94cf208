import { useTranslation } from 'react-i18next'
import {
  estimateFinance,
  REPRESENTATIVE_EXAMPLE,
  type FinanceEstimate,
  type FinanceRates,
} from '@autosalone/domain/leads/finance'
import { useFormat } from '@/lib/use-format'

/** Instalment, TAN, TAEG and total owed side by side, in one size: the law wants TAEG as visible as any figure. */
export function FinanceFigures({ estimate }: { estimate: FinanceEstimate }) {
  const { t } = useTranslation('leads')
  const { money, percent } = useFormat()
  return (
    <dl className="finance-figures" aria-live="polite">
      <div>
        <dt>{t('finance.instalment')}</dt>
        <dd>{money(estimate.monthlyInstalment)}</dd>
      </div>
      <div>
        <dt>{t('finance.tan')}</dt>
        <dd>{percent(estimate.tan)}</dd>
      </div>
      <div>
        <dt>{t('finance.taeg')}</dt>
        <dd>{percent(estimate.taeg)}</dd>
      </div>
      <div>
        <dt>{t('finance.totalOwed')}</dt>
        <dd>{money(estimate.totalOwed)}</dd>
      </div>
    </dl>
  )
}

/** The representative example, worked out from the dealer's rates on fixed figures. */
export function RepresentativeExample({ rates }: { rates: FinanceRates }) {
  const { t } = useTranslation('leads')
  const { money, percent } = useFormat()
  const example = estimateFinance(REPRESENTATIVE_EXAMPLE, rates)
  if (!example) return null
  return (
    <p className="finance-example">
      {t('finance.example', {
        price: money(REPRESENTATIVE_EXAMPLE.price),
        downPayment: money(REPRESENTATIVE_EXAMPLE.downPayment),
        amountFinanced: money(example.amountFinanced),
        months: example.months,
        instalment: money(example.monthlyInstalment),
        tan: percent(example.tan),
        taeg: percent(example.taeg),
        totalOwed: money(example.totalOwed),
        setupFee: money(rates.setupFee),
        instalmentFee: money(rates.instalmentFee),
      })}
    </p>
  )
}
