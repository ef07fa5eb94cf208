import { queryOptions, useQuery } from '@tanstack/react-query'
import { readPublicAnswer } from '@/lib/read-public-answer'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import type { Car } from '../types'
import { carKeys } from '@/lib/query-keys'

/**
 * The car with this slug, or `null` when there is none. A missing car is an answer rather than
 * an error so the server can hand it to the browser like any data, and both render 'not found'.
 */
export async function getCarBySlug(api: ApiGet, slug: string): Promise<Car | null> {
  const path = `/api/cars/by-slug/${encodeURIComponent(slug)}`
  let answer: unknown
  try {
    answer = await api<unknown>(path)
  } catch (error) {
    // Both API clients (browser and in-process) put the HTTP status on the error.
    if ((error as { status?: unknown } | null)?.status === 404) return null
    throw error
  }
  return readPublicAnswer('car', answer, `GET ${path}`)
}

export function getCarBySlugQueryOptions(api: ApiGet, slug: string) {
  return queryOptions({
    queryKey: carKeys.detail(slug),
    queryFn: () => getCarBySlug(api, slug),
    // The server's answer is handed to the browser; it stays good long enough not to be fetched twice.
    staleTime: 60_000,
  })
}

export function useCarBySlug(slug: string) {
  const api = useApi()
  return useQuery(getCarBySlugQueryOptions(api, slug))
}
