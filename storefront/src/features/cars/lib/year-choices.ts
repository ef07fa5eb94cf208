const yearCount = 25

/** The years offered by the searches: the current year and the 24 before it, newest first. */
export function yearChoices(today = new Date()): number[] {
  const current = today.getFullYear()
  return Array.from({ length: yearCount }, (_, index) => current - index)
}
