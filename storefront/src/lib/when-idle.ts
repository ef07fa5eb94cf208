/**
 * Runs `work` once the browser has nothing more pressing, at the latest after `timeout` ms; returns
 * what cancels it. For work the app's start can do without, so that it does not lengthen the
 * tasks in which a phone hydrates the page.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  // Safari has no idle callbacks: a moment after the start stands in for them.
  const id = window.setTimeout(work, 300)
  return () => window.clearTimeout(id)
}
