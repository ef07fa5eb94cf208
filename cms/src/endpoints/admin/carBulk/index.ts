import { applyBulkAction } from './applyBulk'
import { undoBulkAction } from './undoBulk'

/** The panel's bulk work on the car list (docs/decisions/045-bulk-car-actions.md). */
export const carBulkEndpoints = [applyBulkAction, undoBulkAction]
