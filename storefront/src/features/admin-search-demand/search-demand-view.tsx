import { Link } from 'react-router-dom'
import { inventorySearchParams, parseInventoryFilters } from '@autosalone/domain/inventory-filters'
import { describeSearch } from '@autosalone/domain/search-alerts/describe-search'
import { paths } from '@/config/paths'
import { LoadError } from '@/panel/components/load-error'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useSearchDemand } from './api/get-search-demand'

/**
 * '12 persone cercano SUV diesel sotto 20.000 €': each saved search in words, with the people
 * who confirmed it, most wanted first. The stock to buy next; each links to the matching cars.
 */
export function SearchDemandView() {
  const { t, language } = useAdminTranslation()
  const demand = useSearchDemand()
  if (demand.isPending) return <p role="status">{t('searchDemand.loading')}</p>
  if (demand.isError) return <LoadError onRetry={demand.refetch} />
  if (demand.data.searches.length === 0) return <p>{t('searchDemand.empty')}</p>
  return (
    <>
      <p className="admin-hint">{t('searchDemand.intro')}</p>
      <ol className="search-demand">
        {demand.data.searches.map(({ query, people }) => {
          const filters = parseInventoryFilters(new URLSearchParams(query))
          const search = describeSearch(filters, language === 'en' ? 'en' : 'it')
          const address = inventorySearchParams(filters).toString()
          return (
            <li key={query}>
              {t('searchDemand.people', { count: people, search })}{' '}
              <Link to={address ? `${paths.inventory}?${address}` : paths.inventory}>{t('searchDemand.matching')}</Link>
            </li>
          )
        })}
      </ol>
    </>
  )
}
