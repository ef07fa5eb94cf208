import { useTranslation } from 'react-i18next'
import { formatMileage, formatMoney, formatMonth, formatNumber, formatPercent, formatPrice } from './format'
import { defaultLanguage, isLanguage } from './language'

/** Prices and distances written the way the page's language writes numbers. */
export function useFormat(): {
  price: (euros: number) => string
  mileage: (km: number) => string
  number: (value: number, decimals?: number) => string
  month: (yearMonth: string) => string
  /** an amount to the cent, the currency written as the language does */
  money: (euros: number) => string
  percent: (value: number) => string
} {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage
  return {
    price: (euros) => formatPrice(euros, language),
    mileage: (km) => formatMileage(km, language),
    number: (value, decimals) => formatNumber(value, language, decimals),
    month: formatMonth,
    money: (euros) => formatMoney(euros, language),
    percent: (value) => formatPercent(value, language),
  }
}
