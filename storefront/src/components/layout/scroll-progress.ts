/** The specification's point from which the scroll-to-top button shows: 80 % of the page. */
export const scrollTopThreshold = 0.8

/**
 * Whether the visitor has scrolled through at least `threshold` of what can be scrolled.
 * A page that fits the screen has nothing to go back to.
 */
export function hasScrolledPast(
  scrollY: number,
  viewportHeight: number,
  pageHeight: number,
  threshold = scrollTopThreshold,
): boolean {
  const scrollable = pageHeight - viewportHeight
  if (scrollable <= 0) return false
  return scrollY / scrollable >= threshold
}
