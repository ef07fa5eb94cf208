import { AppProviders, type AppProvidersProps } from './providers'
import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/controls.css'

/** The storefront around its router, which differs between server (static) and browser. */
export function App(props: AppProvidersProps) {
  return <AppProviders {...props} />
}
