import { adminPaths } from '@/panel/admin-paths'
import { SearchDemandView } from '@/features/admin-search-demand/search-demand-view'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { PanelPage } from '../panel-page'

/** `/admin/ricerche-salvate`: how many people wait for each saved search. */
export default function SearchDemandPage() {
  const { t } = useAdminTranslation()
  return (
    <PanelPage title={t('searchDemand.title')} back={{ to: adminPaths.list, label: t('header.panelTitle') }}>
      <SearchDemandView />
    </PanelPage>
  )
}
