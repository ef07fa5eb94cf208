/** What the dealer sets for the finance estimate (site settings). */
export interface FinanceRates {
  /** Tasso annuo nominale, in percent (e.g. 6.95). */
  tan: number
  /** One-off set-up fee (spese di istruttoria), in euros, added to the amount financed. */
  setupFee: number
  /** Fee on each instalment (spese di incasso rata), in euros. */
  instalmentFee: number
}

export interface FinanceRequest {
  price: number
  downPayment: number
  months: number
}

export interface FinanceEstimate {
  /** What the buyer borrows: price less down payment. */
  amountFinanced: number
  /** The instalment the buyer pays each month, fee included, in euros with cents. */
  monthlyInstalment: number
  tan: number
  /** Tasso annuo effettivo globale, in percent with two decimals. */
  taeg: number
  /** Everything the buyer pays back: instalments and their fees. */
  totalOwed: number
  months: number
}

export const FINANCE_LIMITS = { minMonths: 12, maxMonths: 84, maxPrice: 2_000_000 } as const

const roundCents = (value: number) => Math.round(value * 100) / 100

/** The French (constant instalment) amortisation of `principal` at the nominal annual rate `tan` (percent). */
export function instalmentFor(principal: number, tan: number, months: number): number {
  const monthlyRate = tan / 100 / 12
  if (monthlyRate === 0) return principal / months
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
}

/**
 * The TAEG: the annual rate at which what the buyer pays, month by month,
 * is worth exactly what they received (EU directive 2008/48, annex I, with
 * the month as a twelfth of a year). Found by bisection: the present value
 * falls as the rate rises.
 */
export function taegFor(received: number, payment: number, months: number): number {
  const presentValue = (rate: number) => {
    let total = 0
    for (let month = 1; month <= months; month++) total += payment / (1 + rate) ** (month / 12)
    return total
  }
  if (presentValue(0) <= received) return 0
  let low = 0
  let high = 10
  for (let step = 0; step < 200 && high - low > 1e-10; step++) {
    const middle = (low + high) / 2
    if (presentValue(middle) > received) low = middle
    else high = middle
  }
  return Math.round(((low + high) / 2) * 10_000) / 100
}

/** Why an estimate cannot be made, by field; empty when it can. */
export function financeRequestErrors({
  price,
  downPayment,
  months,
}: FinanceRequest): Partial<Record<keyof FinanceRequest, string>> {
  const errors: Partial<Record<keyof FinanceRequest, string>> = {}
  if (!Number.isFinite(price) || price <= 0 || price > FINANCE_LIMITS.maxPrice) errors.price = 'invalidPrice'
  if (!Number.isFinite(downPayment) || downPayment < 0 || (Number.isFinite(price) && downPayment >= price)) {
    errors.downPayment = 'invalidDownPayment'
  }
  if (!Number.isInteger(months) || months < FINANCE_LIMITS.minMonths || months > FINANCE_LIMITS.maxMonths) {
    errors.months = 'invalidMonths'
  }
  return errors
}

/** The estimate the site shows and the dealer receives; null when the request has errors. */
export function estimateFinance(request: FinanceRequest, rates: FinanceRates): FinanceEstimate | null {
  if (Object.keys(financeRequestErrors(request)).length > 0) return null
  const { price, downPayment, months } = request
  const amountFinanced = roundCents(price - downPayment)
  const instalment = roundCents(instalmentFor(amountFinanced + rates.setupFee, rates.tan, months))
  const monthlyInstalment = roundCents(instalment + rates.instalmentFee)
  return {
    amountFinanced,
    monthlyInstalment,
    tan: rates.tan,
    taeg: taegFor(amountFinanced, monthlyInstalment, months),
    totalOwed: roundCents(monthlyInstalment * months),
    months,
  }
}

/** The representative example the law asks for beside any advertised rate: fixed figures, the dealer's rates. */
export const REPRESENTATIVE_EXAMPLE: FinanceRequest = { price: 15_000, downPayment: 3_000, months: 60 }
