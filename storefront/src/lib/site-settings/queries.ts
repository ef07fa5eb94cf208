export const siteQueries = {
  all: () => ['site'] as const,
  settings: () => [...siteQueries.all(), 'settings'] as const,
  texts: () => [...siteQueries.all(), 'texts'] as const,
}
