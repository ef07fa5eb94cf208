import { useCallback, useMemo, useState } from 'react'
import type { AdminCarRow } from '@autosalone/domain/admin-car-list/list-answer'

export interface ListSelection {
  /** the chosen cars among those on the page, in the page's order */
  cars: AdminCarRow[]
  has: (id: number) => boolean
  toggle: (id: number) => void
  /** every car of the page, or none when all of them are chosen */
  toggleAll: () => void
  clear: () => void
}

/**
 * The cars chosen for a bulk action, among the cars of the page shown: a new page, search, filter
 * or order starts with none chosen (a car out of sight is never changed by surprise), and a car
 * that leaves the page (another device changed it) leaves the choice too.
 */
export function useListSelection(viewKey: string, pageCars: AdminCarRow[]): ListSelection {
  const [chosen, setChosen] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: viewKey, ids: new Set() })
  const ids = useMemo(() => (chosen.key === viewKey ? chosen.ids : new Set<number>()), [chosen, viewKey])
  const cars = useMemo(() => pageCars.filter((car) => ids.has(car.id)), [pageCars, ids])

  const toggle = useCallback(
    (id: number) =>
      setChosen((current) => {
        const next = new Set(current.key === viewKey ? current.ids : [])
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return { key: viewKey, ids: next }
      }),
    [viewKey],
  )
  const toggleAll = useCallback(() => {
    const all = cars.length === pageCars.length
    setChosen({ key: viewKey, ids: new Set(all ? [] : pageCars.map((car) => car.id)) })
  }, [cars.length, pageCars, viewKey])
  const clear = useCallback(() => setChosen({ key: viewKey, ids: new Set() }), [viewKey])

  return { cars, has: (id) => ids.has(id), toggle, toggleAll, clear }
}
