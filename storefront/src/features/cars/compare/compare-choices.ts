import { queryOptions, useQuery } from '@tanstack/react-query'
import { LISTED_STATUSES } from '@autosalone/domain/enums'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { carKeys } from '@/lib/query-keys'
import { readPublicAnswer } from '@/lib/read-public-answer'

// Every listed car's slug and name: two short fields each, for the form that adds a car without the app.
const choicesPath = `/api/cars?pagination=false&depth=0&where[status][in]=${LISTED_STATUSES.join(',')}&select[slug]=true&select[name]=true`

export function getCompareChoicesQueryOptions(api: ApiGet) {
  return queryOptions({
    queryKey: carKeys.compareChoices(),
    queryFn: async () => {
      const answer = await api<unknown>(choicesPath)
      const { docs } = await readPublicAnswer('compareChoices', answer, `GET ${choicesPath}`)
      return docs.map(({ slug, name }) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, 'it'))
    },
    staleTime: 60_000,
  })
}

export function useCompareChoices() {
  return useQuery(getCompareChoicesQueryOptions(useApi()))
}
