import { Field } from '@/components/ui/field'
import { useEffect, useId, useState } from 'react'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { listSorts, statusFilters, type ListView, type StatusFilter } from './list-tools'

interface ListToolbarProps {
  view: ListView
  counts: Record<StatusFilter, number>
  onChange: (view: ListView) => void
}

/** The pause after the last key before the search is asked of the server. */
const SEARCH_DELAY_MS = 300

/** Search by name, plate, VIN, year, fuel or price; the status with counts; the order. Each change starts from page 1. */
export function ListToolbar({ view, counts, onChange }: ListToolbarProps) {
  const { t } = useAdminTranslation()
  const searchId = useId()
  const sortId = useId()
  const [typed, setTyped] = useState(view.query)
  const [asked, setAsked] = useState(view.query)

  // The way back or forward brings another search: the box shows it.
  if (asked !== view.query) {
    setAsked(view.query)
    setTyped(view.query)
  }
  useEffect(() => {
    if (typed === view.query) return
    const timer = setTimeout(() => onChange({ ...view, query: typed, page: 1 }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed, view, onChange])

  return (
    <div className="admin-list-tools" role="search">
      <Field label={t('list.search')} id={searchId} className="admin-list-tools__search">
        {(control) => (
          <input
            {...control}
            className="field__control"
            type="search"
            value={typed}
            placeholder={t('list.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </Field>
      <fieldset className="admin-list-tools__filter">
        <legend className="field__label">{t('list.statusFilter')}</legend>
        {statusFilters.map((filter) => (
          <label key={filter} className="admin-chip-choice">
            <input
              type="radio"
              name="status"
              value={filter}
              checked={view.status === filter}
              onChange={() => onChange({ ...view, status: filter, page: 1 })}
            />
            <span>
              {t(`list.filters.${filter}`)} ({counts[filter]})
            </span>
          </label>
        ))}
      </fieldset>
      <Field label={t('list.sortBy')} id={sortId} className="admin-list-tools__sort">
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={view.sort}
            onChange={(event) => onChange({ ...view, sort: event.target.value as ListView['sort'], page: 1 })}
          >
            {listSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sorts.${sort}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  )
}
