import { lazy } from 'react'
import { adminPaths } from '../../features/admin/admin-paths'
import { leadPaths } from '../../features/admin/leads/lead-paths'
import type { AppRoute } from '../../lib/app-route'
import { AdminEntry } from './admin-entry'
import { LegacyLoginRedirect } from './legacy-login-redirect'

// Each screen is its own chunk, and none is imported by a public page.
const AdminFrame = lazy(() => import('./admin-frame'))
const LoginPage = lazy(() => import('./login/login-page'))
const CarListPage = lazy(() => import('./car-list/car-list-page'))
const CarFormPage = lazy(() => import('./car-form/car-form-page'))
const MediaLibraryPage = lazy(() => import('./media-library/media-library-page'))
const LeadsPage = lazy(() => import('./leads/leads-page'))
const LeadPage = lazy(() => import('./leads/lead-page'))

/** The panel's routes: rendered in the browser only, the server sends a `noindex` shell. */
export const adminRoutes: AppRoute[] = [
  { path: adminPaths.legacyLogin, element: <LegacyLoginRedirect /> },
  {
    element: <AdminEntry frame={AdminFrame} />,
    children: [
      { path: adminPaths.login, element: <LoginPage /> },
      { path: adminPaths.list, element: <CarListPage /> },
      { path: adminPaths.newCar, element: <CarFormPage /> },
      { path: adminPaths.editCarPattern, element: <CarFormPage /> },
      { path: adminPaths.media, element: <MediaLibraryPage /> },
      { path: leadPaths.inbox, element: <LeadsPage /> },
      { path: leadPaths.detailPattern, element: <LeadPage /> },
    ],
  },
]
