import { useRoutes } from 'react-router-dom'
import { AppProviders, type AppProvidersProps } from './providers'
import { routes } from './routes'
import '../styles/tokens.css'
import '../styles/base.css'
import '../styles/controls.css'

function AppRoutes() {
  return useRoutes(routes)
}

/** The storefront below the router, which differs between server (static) and browser. */
export function App(props: Omit<AppProvidersProps, 'children'>) {
  return (
    <AppProviders {...props}>
      <AppRoutes />
    </AppProviders>
  )
}
