import { carChoices } from './carChoices'
import { addLeadActivity, listLeadActivities } from './leadActivities'
import { testDriveWeek } from './testDriveWeek'

/** The salesperson's desk on requests (docs/decisions/043-lead-desk.md). */
export const leadDeskEndpoints = [testDriveWeek, carChoices, listLeadActivities, addLeadActivity]
