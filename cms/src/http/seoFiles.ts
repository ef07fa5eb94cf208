import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RequestHandler } from 'express'

import { LISTED_STATUSES } from '@autosalone/domain/enums'
import { pagePaths, staticPublicPages } from '@autosalone/domain/public-pages'
import type { InternalApi } from './storefront'

type CarEntry = { slug: string; updatedAt: string }
type Page = { path: string; lastmod: string }

const storefrontIndex = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../storefront/dist/client/index.html',
)
// Pages whose content is the catalogue change when a car does; the others with a new build.
const cataloguePages = new Set(['/', '/annunci'])
const startedAt = new Date().toISOString()

/** When the public site's text last changed: the storefront build, or this start in development. */
function siteBuiltAt(): string {
  try {
    return fs.statSync(storefrontIndex).mtime.toISOString()
  } catch {
    return startedAt
  }
}

const latest = (...dates: (string | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? startedAt

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

function urlEntry(origin: string, page: Page): string {
  const italian = escapeXml(new URL(page.path, origin).href)
  const english = escapeXml(`${new URL(page.path, origin).href}?lang=en`)
  return [
    '<url>',
    `<loc>${italian}</loc>`,
    `<lastmod>${page.lastmod}</lastmod>`,
    `<xhtml:link rel="alternate" hreflang="it" href="${italian}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${italian}"/>`,
    '</url>',
  ].join('')
}

/** Every listed car, newest change first, with what a sitemap entry needs. */
export const sitemapCarsPath = `/api/cars?pagination=false&depth=0&sort=-updatedAt&where[status][in]=${LISTED_STATUSES.join(',')}&select[slug]=true&select[updatedAt]=true`

async function sitemap(api: InternalApi, origin: string): Promise<string> {
  const [cars, settings] = await Promise.all([
    api<{ docs: CarEntry[] }>(sitemapCarsPath),
    api<{ updatedAt?: string }>('/api/globals/site-settings?depth=0'),
  ])
  const builtAt = siteBuiltAt()
  const newestCar = cars.docs[0]?.updatedAt
  const pages: Page[] = [
    ...staticPublicPages.map((pagePath) => ({
      path: pagePath,
      lastmod: cataloguePages.has(pagePath) ? latest(builtAt, newestCar) : latest(builtAt, settings.updatedAt),
    })),
    ...cars.docs.map((car) => ({ path: pagePaths.car(car.slug), lastmod: car.updatedAt })),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((page) => urlEntry(origin, page)),
    '</urlset>',
    '',
  ].join('\n')
}

function robots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /cms',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** `GET /sitemap.xml` (every public page and available car) and `GET /robots.txt`. */
export function seoFiles(api: InternalApi): RequestHandler {
  return async (req, res, next) => {
    const origin = new URL(process.env.SITE_URL || `${req.protocol}://${req.get('host')}`).origin
    res.set({ 'Cache-Control': 'public, max-age=600', 'X-Content-Type-Options': 'nosniff' })
    if (req.path === '/robots.txt') {
      res.type('text/plain').send(robots(origin))
      return
    }
    try {
      res.type('application/xml').send(await sitemap(api, origin))
    } catch (error) {
      next(error)
    }
  }
}
