import { useParams } from 'react-router-dom'
import { parseRecordId } from '@autosalone/domain/record-id'
import { ImportProgress } from '@/features/admin-imports/import-progress'
import { ImportScreen } from '@/features/admin-imports/import-screen'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AdminBar } from '@/panel/components/admin-bar'
import { BackToListLink } from '@/panel/components/back-to-list-link'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** `/admin/importa`: a stock file in; `/admin/importa/{id}`: that import's progress, log and undo. */
export default function ImportPage() {
  const { t } = useAdminTranslation()
  const id = parseRecordId(useParams().id)
  useDocumentTitle(t('imports.title'))

  return (
    <>
      <AdminBar leading={<BackToListLink label={t('form.back')} />} title={t('imports.title')} />
      <main className="admin-main">
        <SessionGate>{id === null ? <ImportScreen /> : <ImportProgress key={id} id={id} />}</SessionGate>
      </main>
    </>
  )
}
