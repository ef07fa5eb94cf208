import type { Page } from '@playwright/test'

import { demoCar, listedDemoCars, expect, slugOf, test } from './support/public-test'
import { demoCars } from '@autosalone/cms/seed/demo-cars'

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block))
}

test('robots.txt keeps the private areas out and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  for (const path of ['/admin', '/login', '/cms', '/api']) expect(text).toContain(`Disallow: ${path}\n`)
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap lists every public page and every available car, with lastmod and languages', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)

  for (const path of [
    '/',
    '/annunci',
    '/servizi',
    '/servizi/noleggio',
    '/chi-siamo',
    '/contatti',
    '/privacy-policy',
    '/cookie-policy',
  ]) {
    expect(locations).toContain(path)
  }
  for (const car of listedDemoCars) expect(locations).toContain(`/auto/${slugOf(car)}`)
  for (const car of demoCars.filter((candidate) => candidate.status === 'venduta')) {
    expect(locations).not.toContain(`/auto/${slugOf(car)}`)
  }
  expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/g)).toHaveLength(locations.length)
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/chi-siamo?lang=en"/>`)
})

test('home and contact describe the dealer as an AutoDealer', async ({ page }) => {
  for (const path of ['/', '/contatti']) {
    await page.goto(path)
    const dealer = (await structuredData(page)).find((data) => data['@type'] === 'AutoDealer')
    expect(dealer).toMatchObject({
      name: 'Autosalone Arda',
      telephone: '+39 0523 000000',
      address: {
        streetAddress: 'Via Emilia 1',
        addressLocality: "Fiorenzuola d'Arda",
        addressRegion: 'PC',
        addressCountry: 'IT',
      },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '19:00' },
        { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
      ],
    })
  }
})

test('a car page carries Car with its Offer, a breadcrumb and a share card with photo, name and price', async ({
  page,
}) => {
  const ferrari = demoCar('Ferrari')
  await page.goto(`/auto/${slugOf(ferrari)}`)
  const data = await structuredData(page)
  expect(data.find((item) => item['@type'] === 'Car')).toMatchObject({
    name: ferrari.name,
    brand: { name: 'Ferrari' },
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      price: ferrari.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
  })
  expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home' },
      { position: 2, name: 'Annunci' },
      { position: 3, name: ferrari.name },
    ],
  })

  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`${ferrari.name} a € 249\\.000`),
  )
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^https?:\/\/.+\/uploads\/.+\.webp$/,
  )
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
})

test('a sold car is offered as sold out, a reserved one as reserved; a new one is new', async ({ page }) => {
  await page.goto(`/auto/${slugOf(demoCar('Polo'))}`)
  expect((await structuredData(page)).find((item) => item['@type'] === 'Car')).toMatchObject({
    offers: { availability: 'https://schema.org/SoldOut' },
  })
  await page.goto(`/auto/${slugOf(demoCar('GLC'))}`)
  expect((await structuredData(page)).find((item) => item['@type'] === 'Car')).toMatchObject({
    offers: { availability: 'https://schema.org/Reserved' },
  })
  await page.goto(`/auto/${slugOf(demoCar('Macan'))}`)
  expect((await structuredData(page)).find((item) => item['@type'] === 'Car')).toMatchObject({
    itemCondition: 'https://schema.org/NewCondition',
  })
})

test('pages that must not be indexed say so and have no canonical', async ({ page }) => {
  for (const path of ['/pagina-inesistente', '/auto/non-esiste-2000']) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  }
})

test('the card photos offer their WebP variants with sizes and set dimensions', async ({ page }) => {
  await page.goto('/annunci')
  const photo = page.locator('.car-card__image').first()
  await expect(photo).toHaveAttribute('srcset', /\.webp 400w, .+\.webp 800w$/)
  await expect(photo).toHaveAttribute('sizes', /.+/)
  await expect(photo).toHaveAttribute('width', '800')
  await expect(photo).toHaveAttribute('height', /^\d+$/)

  const lastPhoto = page.locator('#main .car-card__image').last()
  expect(await lastPhoto.getAttribute('src')).toBeNull()
  await lastPhoto.scrollIntoViewIfNeeded()
  await expect(lastPhoto).toHaveAttribute('src', /\.webp$/)
})
