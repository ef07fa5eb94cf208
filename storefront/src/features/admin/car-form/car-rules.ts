/**
 * The car rules the server enforces, imported from its pure modules (no Node code) so the form
 * can never accept what the API refuses, or the other way round.
 */
export {
  CAR_LIST_LIMITS,
  CAR_NUMBER_LIMITS,
  CAR_TEXT_LIMITS,
  FIRST_CAR_YEAR,
  MAX_PHOTOS_PER_CAR,
  lastCarYear,
} from '../../../../../cms/src/lib/carLimits'
export { CATEGORIES, CONDITIONS, FUELS, TRANSMISSIONS } from '../../../../../cms/src/lib/enums'
export { toYouTubeId } from '../../../../../cms/src/lib/youtube'
