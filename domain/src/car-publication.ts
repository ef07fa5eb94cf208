import type { Condition } from './enums.ts'

/**
 * The data the law asks of a new car's advertising: fuel consumption and CO₂ emissions
 * (D.P.R. 84/2003, from Directive 1999/94/EC). A km 0 car is sold as new, so it needs them too.
 */
export const CONDITIONS_NEEDING_EMISSIONS: readonly Condition[] = ['nuova', 'km0']

export const EMISSIONS_REQUIRED_MESSAGES = {
  consumption: 'Consumo combinato: obbligatorio per pubblicare un’auto nuova o km 0',
  co2: 'Emissioni CO₂: obbligatorie per pubblicare un’auto nuova o km 0',
} as const

type EmissionField = keyof typeof EMISSIONS_REQUIRED_MESSAGES

/** True when a value counts as entered: 0 g/km is a real figure (an electric car). */
function isEntered(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value)
}

/**
 * The message for a missing consumption or CO₂ figure on a car whose condition needs them, or
 * null: one rule for the API, the console and the panel's form.
 */
export function emissionsRequiredError(
  field: EmissionField,
  car: { condition?: unknown; consumption?: unknown; co2?: unknown },
): string | null {
  if (!CONDITIONS_NEEDING_EMISSIONS.includes(car.condition as Condition)) return null
  return isEntered(car[field]) ? null : EMISSIONS_REQUIRED_MESSAGES[field]
}

export const PRICE_REQUIRED_MESSAGE = 'Prezzo: indica il prezzo, oppure scegli «Prezzo su richiesta»'

/**
 * A price of 0 would be published as '€ 0': it is refused unless the dealer chose to show
 * 'Prezzo su richiesta' instead.
 */
export function priceRequiredError(car: { price?: unknown; priceOnRequest?: unknown }): string | null {
  return car.price === 0 && car.priceOnRequest !== true ? PRICE_REQUIRED_MESSAGE : null
}
