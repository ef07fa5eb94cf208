import { useSearchParams } from 'react-router-dom'
import {
  inventorySearchParams,
  parseInventoryFilters,
  type InventoryFilters,
} from '../../../features/cars/lib/inventory-filters'

/** The filters in the address bar, and a setter that writes them back (one history entry each). */
export function useInventoryFilters(): [InventoryFilters, (next: InventoryFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = parseInventoryFilters(searchParams)
  const setFilters = (next: InventoryFilters) =>
    setSearchParams(inventorySearchParams(next), { preventScrollReset: true })
  return [filters, setFilters]
}
