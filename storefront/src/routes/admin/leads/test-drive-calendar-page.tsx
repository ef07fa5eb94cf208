import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { leadPaths } from '@/features/admin-leads/lead-paths'
import { TestDriveCalendar } from '@/features/admin-leads/test-drive-calendar'
import { PanelPage } from '../panel-page'

/** `/admin/richieste/calendario`: the week's booked test drives. */
export default function TestDriveCalendarPage() {
  const { t } = useAdminTranslation()
  return (
    <PanelPage title={t('leadDesk.calendar.title')} back={{ to: leadPaths.inbox, label: t('leads.back') }}>
      <TestDriveCalendar />
    </PanelPage>
  )
}
