import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { readPublicAnswer } from '@/lib/read-public-answer'
import { carKeys } from '@/lib/query-keys'

/** The car's full-quality photo URLs, cover first. */
export async function getCarImages(api: ApiGet, carId: number): Promise<string[]> {
  const path = `/api/cars/${carId}/images`
  try {
    const { images } = await readPublicAnswer('carImages', await api<unknown>(path), `GET ${path}`)
    return images
  } catch (error) {
    throw new Error('Failed to fetch car images', { cause: error })
  }
}

export function getCarImagesQueryOptions(api: ApiGet, carId: number) {
  return queryOptions({
    queryKey: carKeys.images(carId),
    queryFn: () => getCarImages(api, carId),
    staleTime: Infinity,
  })
}

/** Fetched only once `enabled`: the gallery asks for full quality on its first click. */
export function useCarImages(carId: number, enabled: boolean) {
  const api = useApi()
  return useQuery({ ...getCarImagesQueryOptions(api, carId), enabled })
}
