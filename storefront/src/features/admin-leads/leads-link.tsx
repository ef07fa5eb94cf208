import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useNewLeadCount } from './api/get-new-lead-count'
import { leadPaths } from './lead-paths'
import './leads.css'

/** 'Richieste' in the panel's header, with the number of new requests. */
export function LeadsLink() {
  const { t } = useAdminTranslation()
  const { data } = useNewLeadCount()
  const count = data?.newCount ?? 0
  return (
    <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={leadPaths.inbox}>
      {t('leads.navLink')}
      {count > 0 && (
        <span className="lead-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('leads.newBadge', { count })}</span>
        </span>
      )}
    </Link>
  )
}
