import { lazy } from 'react'
import { data, redirect, type RouteObject } from 'react-router-dom'
import { searchDemandPath } from '@/features/admin-search-demand/search-demand-path'
import { adminPaths } from '@/panel/admin-paths'
import type { RouteHandle } from '@/lib/document-head'
import { leadPaths } from '@/features/admin-leads/lead-paths'
import { channelPaths } from '@/features/admin-channels/channel-paths'
import { importPaths } from '@/features/admin-imports/import-paths'
import { AdminEntry } from './admin-entry'

// Each screen is its own chunk, and none is imported by a public page.
const AdminFrame = lazy(() => import('./admin-frame'))
const LoginPage = lazy(() => import('./login/login-page'))
const CarListPage = lazy(() => import('./car-list/car-list-page'))
const CarFormPage = lazy(() => import('./car-form/car-form-page'))
const MediaLibraryPage = lazy(() => import('./media-library/media-library-page'))
const TrashPage = lazy(() => import('./trash/trash-page'))
const SettingsPage = lazy(() => import('./settings/settings-page'))
const LeadsPage = lazy(() => import('./leads/leads-page'))
const LeadPage = lazy(() => import('./leads/lead-page'))
// The week's booked test drives
const TestDriveCalendarPage = lazy(() => import('./leads/test-drive-calendar-page'))
// Sales channels ('Canali')
const ChannelsPage = lazy(() => import('./channels/channels-page'))
const ImportPage = lazy(() => import('./imports/import-page'))
// Staff accounts and roles
const UsersPage = lazy(() => import('./users/users-page'))
const AccountPage = lazy(() => import('./users/account-page'))
// Each car's history
const CarHistoryPage = lazy(() => import('./car-form/car-history-page'))
// Each car's window sticker
const CarStickerPage = lazy(() => import('./car-form/car-sticker-page'))
// The owner's audit log
const AuditLogPage = lazy(() => import('./audit-log/audit-log-page'))
// What people wait for: the saved searches
const SearchDemandPage = lazy(() => import('./search-demand/search-demand-page'))

// No canonical path: the shell is kept out of search engines.
const handle: RouteHandle = {
  head: ({ i18n }) => ({ title: i18n.t('footer.staffLogin'), description: '' }),
}

/** The panel's routes: rendered in the browser only, the server sends a `noindex` shell. */
export const adminRoutes: RouteObject[] = [
  // `/admin/login`, the other reading's login address.
  { path: adminPaths.legacyLogin, loader: () => redirect(adminPaths.login) },
  {
    element: <AdminEntry frame={AdminFrame} />,
    loader: () => data(null, { headers: { 'X-Robots-Tag': 'noindex, nofollow' } }),
    handle,
    children: [
      { path: adminPaths.login, element: <LoginPage /> },
      { path: adminPaths.list, element: <CarListPage /> },
      { path: adminPaths.newCar, element: <CarFormPage /> },
      { path: adminPaths.editCarPattern, element: <CarFormPage /> },
      { path: adminPaths.media, element: <MediaLibraryPage /> },
      { path: adminPaths.trash, element: <TrashPage /> },
      { path: adminPaths.settings, element: <SettingsPage /> },
      { path: leadPaths.inbox, element: <LeadsPage /> },
      { path: leadPaths.detailPattern, element: <LeadPage /> },
      { path: leadPaths.calendar, element: <TestDriveCalendarPage /> },
      { path: channelPaths.page, element: <ChannelsPage /> },
      { path: importPaths.start, element: <ImportPage /> },
      { path: importPaths.runPattern, element: <ImportPage /> },
      { path: adminPaths.users, element: <UsersPage /> },
      { path: adminPaths.account, element: <AccountPage /> },
      { path: adminPaths.carHistoryPattern, element: <CarHistoryPage /> },
      { path: adminPaths.carStickerPattern, element: <CarStickerPage /> },
      { path: adminPaths.auditLog, element: <AuditLogPage /> },
      { path: searchDemandPath, element: <SearchDemandPage /> },
    ],
  },
]
