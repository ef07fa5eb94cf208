/**
 * Which cars a new driver may drive: in Italy, for three years after a category B licence taken
 * from 14 December 2024, passenger cars with at most 75 kW per tonne of kerb weight and at most
 * 105 kW of power (Codice della Strada art. 117 c. 2-bis, as amended by L. 177/2024). See
 * docs/decisions/019-italian-car-data.md.
 */
export const NEW_DRIVER_MAX_KW = 105
export const NEW_DRIVER_MAX_KW_PER_TONNE = 75

/** One metric horsepower (CV) in kilowatts, exactly. */
export const KW_PER_CV = 0.73549875

/** Power in kW from the CV the dealer enters. */
export function cvToKilowatts(cv: number): number {
  return cv * KW_PER_CV
}

/**
 * True when a new driver may drive the car, false when not, null when the power or the kerb
 * weight is not known: suitability is never assumed, and never typed by hand.
 */
export function isSuitableForNewDrivers({
  power,
  kerbWeight,
}: {
  /** CV */
  power: number | null | undefined
  /** kg */
  kerbWeight: number | null | undefined
}): boolean | null {
  if (!power || power <= 0 || !kerbWeight || kerbWeight <= 0) return null
  const kilowatts = cvToKilowatts(power)
  return kilowatts <= NEW_DRIVER_MAX_KW && kilowatts / (kerbWeight / 1000) <= NEW_DRIVER_MAX_KW_PER_TONNE
}
