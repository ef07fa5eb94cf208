import { useId } from 'react'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { listSorts, statusFilters, type ListView, type StatusFilter } from './list-tools'

interface ListToolbarProps {
  view: ListView
  counts: Record<StatusFilter, number>
  onChange: (view: ListView) => void
}

/** Search by brand, model or name; the status with counts; the order. */
export function ListToolbar({ view, counts, onChange }: ListToolbarProps) {
  const { t } = useAdminTranslation()
  const searchId = useId()
  const sortId = useId()

  return (
    <div className="admin-list-tools" role="search">
      <div className="field admin-list-tools__search">
        <label className="field__label" htmlFor={searchId}>
          {t('list.search')}
        </label>
        <input
          id={searchId}
          className="field__control"
          type="search"
          value={view.query}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => onChange({ ...view, query: event.target.value })}
        />
      </div>
      <fieldset className="admin-list-tools__filter">
        <legend className="field__label">{t('list.statusFilter')}</legend>
        {statusFilters.map((filter) => (
          <label key={filter} className="admin-chip-choice">
            <input
              type="radio"
              name="status"
              value={filter}
              checked={view.status === filter}
              onChange={() => onChange({ ...view, status: filter })}
            />
            <span>
              {t(`list.filters.${filter}`)} ({counts[filter]})
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field admin-list-tools__sort">
        <label className="field__label" htmlFor={sortId}>
          {t('list.sortBy')}
        </label>
        <select
          id={sortId}
          className="field__control"
          value={view.sort}
          onChange={(event) => onChange({ ...view, sort: event.target.value as ListView['sort'] })}
        >
          {listSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
