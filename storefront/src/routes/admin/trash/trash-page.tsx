import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { TrashList } from '@/features/admin-trash/trash-list'
import { AdminBar } from '@/panel/components/admin-bar'
import { BackToListLink } from '@/panel/components/back-to-list-link'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** `/admin/cestino`: the deleted cars, restorable for 30 days. */
export default function TrashPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('meta.trash'))

  return (
    <>
      <AdminBar leading={<BackToListLink label={t('form.back')} />} title={t('trash.title')} />
      <main className="admin-main">
        <SessionGate>
          <p className="admin-hint">{t('trash.intro')}</p>
          <TrashList />
        </SessionGate>
      </main>
    </>
  )
}
