import { useParams } from 'react-router-dom'
import { parseRecordId } from '@autosalone/domain/record-id'
import { ImportProgress } from '@/features/admin-imports/import-progress'
import { ImportScreen } from '@/features/admin-imports/import-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { adminPaths } from '@/panel/admin-paths'
import { PanelPage } from '../panel-page'

/** `/admin/importa`: a stock file in; `/admin/importa/{id}`: that import's progress, log and undo. */
export default function ImportPage() {
  const { t } = useAdminTranslation()
  const id = parseRecordId(useParams().id)

  return (
    <PanelPage title={t('imports.title')} back={{ to: adminPaths.list, label: t('form.back') }}>
      {id === null ? <ImportScreen /> : <ImportProgress key={id} id={id} />}
    </PanelPage>
  )
}
