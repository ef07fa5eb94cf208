import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { TrashList } from '@/features/admin-trash/trash-list'
import { adminPaths } from '@/panel/admin-paths'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** `/admin/cestino`: the deleted cars, restorable for 30 days. */
export default function TrashPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('meta.trash'))

  return (
    <>
      <AdminBar
        leading={
          <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
            <ChevronLeftIcon size={18} />
            {t('form.back')}
          </Link>
        }
        title={t('trash.title')}
      />
      <main className="admin-main">
        <SessionGate>
          <p className="admin-hint">{t('trash.intro')}</p>
          <TrashList />
        </SessionGate>
      </main>
    </>
  )
}
