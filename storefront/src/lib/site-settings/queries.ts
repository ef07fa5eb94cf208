export const siteQueries = {
  all: () => ['site'] as const,
  settings: () => [...siteQueries.all(), 'settings'] as const,
}
