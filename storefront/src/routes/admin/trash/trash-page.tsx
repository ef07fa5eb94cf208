import { TrashList } from '@/features/admin-trash/trash-list'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { adminPaths } from '@/panel/admin-paths'
import { PanelPage } from '../panel-page'

/** `/admin/cestino`: the deleted cars, restorable for 30 days. */
export default function TrashPage() {
  const { t } = useAdminTranslation()

  return (
    <PanelPage
      title={t('trash.title')}
      documentTitle={t('meta.trash')}
      back={{ to: adminPaths.list, label: t('form.back') }}
    >
      <p className="admin-hint">{t('trash.intro')}</p>
      <TrashList />
    </PanelPage>
  )
}
