import { useEffect, useRef } from 'react'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { ListSelection } from './use-selection'

interface SelectAllProps {
  selection: ListSelection
  pageSize: number
  /** more cars match the search than this page shows */
  morePages: boolean
}

/** 'Seleziona tutte': the cars of this page (said so when the search has more pages). */
export function SelectAll({ selection, pageSize, morePages }: SelectAllProps) {
  const { t } = useAdminTranslation()
  const box = useRef<HTMLInputElement>(null)
  const chosen = selection.cars.length
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && chosen < pageSize
  }, [chosen, pageSize])
  if (pageSize === 0) return null

  return (
    <div className="admin-bulk-all">
      <label className="admin-bulk-all__choice">
        <input ref={box} type="checkbox" checked={chosen > 0 && chosen === pageSize} onChange={selection.toggleAll} />
        <span>{t('bulk.selectAll', { count: pageSize })}</span>
      </label>
      {morePages && <span className="admin-bulk-all__note">{t('bulk.pageOnly')}</span>}
    </div>
  )
}
