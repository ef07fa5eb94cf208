import { useNavigate, useSearchParams } from 'react-router-dom'
import {
  inventorySearchParams,
  parseInventoryFilters,
  type InventoryFilters,
} from '@/features/cars/lib/inventory-filters'

type FiltersUpdate = (current: InventoryFilters) => InventoryFilters

/**
 * The filters in the address bar, and a way to change them (one history entry each). The update
 * reads the address at the moment it runs, so two changes in a row both count.
 */
export function useInventoryFilters(): [InventoryFilters, (update: FiltersUpdate) => void] {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const filters = parseInventoryFilters(searchParams)
  const updateFilters = (update: FiltersUpdate) => {
    const current = parseInventoryFilters(new URLSearchParams(window.location.search))
    const query = inventorySearchParams(update(current)).toString()
    // Not awaited: a navigation's failure reaches the route's error screen, not this handler.
    void navigate({ search: query ? `?${query}` : '' }, { preventScrollReset: true })
  }
  return [filters, updateFilters]
}
