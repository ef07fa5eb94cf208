import { hydrate } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom'
import { paths } from '@/config/paths'
import { isPanelPath } from '@/panel/admin-paths'
import { initialConsent } from '@/features/consent/consent-store'
import { setConsentDefaults } from '@/features/consent/google-tag'
import { createBrowserApi } from '@/lib/api-client'
import { addStartTexts, createI18n, loadLocale } from '@/lib/i18n'
import { loadPageTextsInto } from '@/lib/page-texts'
import { createQueryClient } from '@/lib/query-client'
import { createRoutes } from './routes'
import { App } from './app'
import { readAppState, receivedAt } from './app-state'
import { takeEarlyTaps } from './early-taps'
import { changedControls, replayEarlyInput } from './replay-early-input'

// The specification's session-expired behaviour: the error shows first, then the login page.
const sessionExpiredRedirectMs = 1000

/**
 * The code of the page's own routes, loaded before hydrating, as the server had it when it
 * rendered: hydrating without it would replace the page with an empty one, then draw it again.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

const loadPanelRoutes = async () => (await import('@/routes/admin/admin-routes')).adminRoutes

/**
 * Adds the panel's routes the first time a navigation from a public page heads for the panel
 * (public addresses never need them; an unknown one stays the public 404).
 */
function addPanelRoutes(): PatchRoutesOnNavigationFunction {
  let added = false
  return async ({ path, patch }) => {
    if (added || !isPanelPath(path)) return
    patch(null, await loadPanelRoutes())
    added = true
  }
}

/**
 * Lets the browser handle what is waiting (a tap, a frame) before the next step of the start: each
 * step is then a task of its own, short enough not to hold a phone's page for long, where together
 * they would be one long task (module evaluation, the route table, the router, the texts, hydration).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('Missing #root in index.html')
  await nextTask()
  // Google's consent mode must hear 'denied' before any tag could run (they load with the app).
  setConsentDefaults(initialConsent())
  const state = readAppState(document)
  const queryClient = createQueryClient()
  hydrate(queryClient, receivedAt(state.queries, Date.now()))
  const api = createBrowserApi({
    onUnauthorized: () => {
      setTimeout(() => window.location.assign(paths.login), sessionExpiredRedirectMs)
    },
  })
  // The panel's route table stays out of the public pages' code until a visitor heads there.
  const onPanel = isPanelPath(window.location.pathname)
  const routes = createRoutes({ queryClient, api }, onPanel ? await loadPanelRoutes() : [])
  // Texts arrive as the page's routes load theirs: the start texts and the page's own, together.
  const i18n = createI18n(state.language, {})
  loadPageTextsInto(i18n)
  await Promise.all([
    loadLocale(state.language).then((texts) => addStartTexts(i18n, state.language, texts)),
    loadMatchedRoutes(routes),
  ])
  // The server's loader answers: the router starts without running its loaders again.
  const router = createBrowserRouter(routes, {
    hydrationData: state.router,
    patchRoutesOnNavigation: onPanel ? undefined : addPanelRoutes(),
  })
  await nextTask()
  // What the visitor did on the page so far, read before React takes the controls over (in the
  // same task as hydrateRoot, so nothing typed in between is missed).
  const changed = changedControls(root)
  const taps = takeEarlyTaps()

  // As a transition, hydration yields to the browser between components instead of blocking it.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App
          queryClient={queryClient}
          i18n={i18n}
          api={api}
          siteOrigin={window.location.origin}
          returned={state.returned}
        >
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    )
  })
  await hydrated()
  // After a navigation an event started (a filter, a sort) has loaded, the next one: each reads the address.
  const settled = () =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        if (router.state.navigation.state === 'idle') return resolve()
        const stop = router.subscribe((next) => {
          if (next.navigation.state !== 'idle') return
          stop()
          resolve()
        })
      }, 0)
    })
  await replayEarlyInput(changed, taps, settled)
}

/** Resolves once React has taken over the page (the app marks the document then). */
function hydrated(): Promise<void> {
  const done = () => document.documentElement.dataset.hydrated === 'true'
  return new Promise((resolve) => {
    if (done()) return resolve()
    const observer = new MutationObserver(() => {
      if (!done()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] })
  })
}

void start()
