/** One metric horsepower (CV) in kilowatts. */
const kwPerCv = 0.7355

/** Power in kW, rounded to a whole number, from the CV the dealer enters. */
export function cvToKw(cv: number): number {
  return Math.round(cv * kwPerCv)
}
