import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/**
 * A calendar day ('2026-12-07') as people say it: 'lunedì 7 dicembre', 'Monday 7 December'. The
 * names come from the locale texts rather than `Intl.DateTimeFormat`, whose first use on a page
 * loads the browser's calendar data: tens of milliseconds of a phone's main thread while the app
 * starts on a car page, for fourteen words.
 */
export function dayName(t: TFunction<'leads'>, date: string): string {
  const moment = new Date(`${date}T12:00:00Z`)
  return t('testDrive.dayLabel', {
    weekday: t('testDrive.weekdays', { returnObjects: true })[moment.getUTCDay()],
    day: moment.getUTCDate(),
    month: t('testDrive.months', { returnObjects: true })[moment.getUTCMonth()],
  })
}

export function useDayName(): (date: string) => string {
  const { t } = useTranslation('leads')
  return (date) => dayName(t, date)
}
