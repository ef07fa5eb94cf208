import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bookableDaysFrom, slotsOfRow } from '@autosalone/domain/leads/test-drive-slots'
import type { SiteSettings } from '@/lib/site-settings/types'
import { useDayName } from './day-name'
import { problemOf, type FormProblems } from './lead-errors'
import { Field } from '@/components/ui/field'
import { useLeadField } from './use-lead-field'
import { useReturnedFields } from './returned-fields'

/** The day and slot of a test drive: days the showroom opens, times within its hours. */
export function TestDriveFields({ settings, problems }: { settings: SiteSettings; problems: FormProblems }) {
  const { t, i18n } = useTranslation('leads')
  const field = useLeadField()
  // Whole days only (never the time of day), so the server's list and the browser's agree when hydrating.
  const days = bookableDaysFrom(startOfToday(), settings.openingHours ?? [], 21, settings.closures ?? [])
  const returned = useReturnedFields('test-drive')
  const [date, setDate] = useState(returned?.date ?? '')
  const dayTimes = days.find((day) => day.date === date)?.slots
  // Before a day is chosen (and always without the script) the times come grouped by the rows of
  // the opening hours ('Sabato': 09:00-12:00), so no group offers a time its days are closed.
  const english = i18n.language === 'en'
  const groups = (settings.openingHours ?? [])
    .map((row) => ({ label: (english && row.daysEn) || row.days, times: slotsOfRow(row) }))
    .filter((group) => group.times.length > 0)
  const dayName = useDayName()

  return (
    <div className="lead-form__row">
      <Field label={t('fields.date')} hint={t('testDrive.hint')} {...field(problemOf(problems, 'date'), true)}>
        {(control) => (
          <select
            {...control}
            name="date"
            required
            className="field__control"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          >
            <option value="">{t('testDrive.chooseDay')}</option>
            {days.map((day) => (
              <option key={day.date} value={day.date}>
                {dayName(day.date)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('fields.time')} {...field(problemOf(problems, 'time'), true)}>
        {(control) => (
          <select {...control} name="time" required className="field__control" defaultValue={returned?.time ?? ''}>
            <option value="">{t('testDrive.chooseTime')}</option>
            {dayTimes
              ? dayTimes.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))
              : groups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.times.map((time) => (
                      <option key={time} value={time}>
                        {time}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        )}
      </Field>
    </div>
  )
}

/**
 * Today from its start: the date in UTC is the dealer's but for an hour or two after midnight, close
 * enough for listing whole days, and it needs no time-zone data (see `bookableDaysFrom`).
 */
function startOfToday(): { date: string; time: string } {
  return { date: new Date().toISOString().slice(0, 10), time: '00:00' }
}
