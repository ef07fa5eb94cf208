/** A gap in the list of page links. */
export const gap = 'gap'

/**
 * The pages a pager links to: the first, the last, and the current one with its neighbours, with
 * a gap where pages are left out (a gap of one page shows that page instead).
 */
export function pageNumbers(current: number, total: number): (number | typeof gap)[] {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total))
  const pages = [...shown].sort((a, b) => a - b)
  const result: (number | typeof gap)[] = []
  for (const page of pages) {
    const previous = result.at(-1)
    if (typeof previous === 'number' && page - previous === 2) result.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) result.push(gap)
    result.push(page)
  }
  return result
}
