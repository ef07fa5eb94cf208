import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'

/**
 * Every page is rendered on the server and readable before any script runs, so the scripts
 * need not compete with the page itself for a slow connection: they are fetched at low priority.
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
          .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
    },
  }
}

/**
 * The stylesheet goes inside the page instead of being linked: the first paint then waits for the
 * HTML alone, not for a second request racing the scripts on a slow phone connection.
 *
 * The page's chunks import the entry's modules (the CSS modules gathered by `public-styles.ts`), so
 * the build lists the entry's stylesheet among the files each lazy chunk loads first, and the app
 * would link it as it starts: a second download, and the whole page parsed and styled once more
 * in the middle of hydration. Once inlined, it leaves those lists (this plugin runs after the HTML
 * is written and before the lists are).
 */
function inlineStylesheet(): Plugin {
  const inlined = new Set<string>()
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) =>
        html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle?.[fileName]
          if (asset?.type !== 'asset') return link
          inlined.add(fileName)
          return `<style>${String(asset.source)}</style>`
        }),
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const fileName of inlined) output.viteMetadata?.importedCss.delete(fileName)
      }
    },
  }
}

/**
 * Brotli and gzip copies of the client's text files, made once at build time at the highest
 * settings; the server sends the copy a browser takes instead of compressing on every request.
 */
function precompressed(): Plugin {
  return compression({
    include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
    threshold: 1024,
    algorithms: ['gzip', 'brotliCompress'],
  })
}

/** `@/` is the storefront's `src/`: imports that leave their own feature or folder are written with it. */
export const sourceAlias = { '@': path.resolve(import.meta.dirname, 'src') }

/**
 * React Router's package exports only its development build, whose warnings stay in the bundle;
 * the browser's build takes the production one it ships beside it (the same code, warnings off).
 */
const reactRouterDist = path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production')
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
]

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: {
    alias: [
      ...Object.entries(sourceAlias).map(([find, replacement]) => ({ find, replacement })),
      ...(mode === 'production' && !isSsrBuild ? reactRouterProduction : []),
    ],
  },
  plugins: [react(), scriptsAtLowPriority(), inlineStylesheet(), ...(isSsrBuild ? [] : [precompressed()])],
  // The server bundle needs no copy of the public files: the client build already ships them.
  build: {
    copyPublicDir: !isSsrBuild,
    // Every browser the site supports preloads modules itself (Safari since 17): no polyfill to ship.
    modulePreload: { polyfill: false },
  },
}))
