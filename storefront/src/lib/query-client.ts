import { QueryClient } from '@tanstack/react-query'

/**
 * Defaults from the specification: no background refetching and no retries. The cache keeps
 * TanStack's default retention instead of zero, because data hydrated from the server must
 * survive until the components that read it have mounted.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  })
}
