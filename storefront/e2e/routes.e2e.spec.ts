import { demoCar, expect, slugOf, test } from './support/public-test'

const bmw = demoCar('BMW Serie 3')

interface RouteCase {
  path: string
  /** the page's main heading in Italian and in English */
  heading: { it: string | RegExp; en: string | RegExp }
  /** further texts each language must show */
  texts: { it: string[]; en: string[] }
  canonical: string
}

const routes: RouteCase[] = [
  {
    path: '/',
    heading: { it: 'Auto nuove, usate e a km 0', en: 'New, used and zero-kilometre cars' },
    texts: {
      it: ['Il nostro parco auto', 'Hai visto tutte le auto', 'I nostri servizi', 'Cerca la tua auto'],
      en: ['Our cars', 'You have seen all cars', 'Our services', 'Find your car'],
    },
    canonical: '/',
  },
  {
    path: '/annunci',
    heading: { it: 'Annunci auto', en: 'Cars for sale' },
    texts: { it: ['Carburante', 'Ordina per'], en: ['Fuel', 'Sort by'] },
    canonical: '/annunci',
  },
  {
    path: '/inventory',
    heading: { it: 'Annunci auto', en: 'Cars for sale' },
    texts: { it: ['Pronta consegna'], en: ['Ready for delivery'] },
    canonical: '/annunci',
  },
  {
    path: `/auto/${slugOf(bmw)}`,
    heading: { it: bmw.name, en: bmw.name },
    texts: {
      it: ['Dati tecnici', '€ 32.900', '68.400 km', 'Chiama ora', 'Caratteristiche'],
      en: ['Specifications', '€32,900', '68,400 km', 'Call now', 'Features'],
    },
    canonical: `/auto/${slugOf(bmw)}`,
  },
  {
    path: '/servizi',
    heading: { it: 'I nostri servizi', en: 'Our services' },
    texts: {
      it: ['Perché sceglierci', 'Hai bisogno di aiuto?', 'Noleggio'],
      en: ['Why choose us', 'Need help?', 'Rental'],
    },
    canonical: '/servizi',
  },
  {
    path: '/services',
    heading: { it: 'I nostri servizi', en: 'Our services' },
    texts: { it: ['Finanziamenti e leasing'], en: ['Financing and leasing'] },
    canonical: '/servizi',
  },
  {
    path: '/servizi/finanziamenti',
    heading: { it: 'Finanziamenti e leasing', en: 'Financing and leasing' },
    texts: { it: ['Cosa comprende', 'Altri servizi'], en: ['What it includes', 'Other services'] },
    canonical: '/servizi/finanziamenti',
  },
  {
    path: '/chi-siamo',
    heading: { it: 'Chi siamo', en: 'About us' },
    texts: {
      it: ['La nostra missione', 'I nostri valori', 'La nostra esperienza', '10+', '500+', '100%'],
      en: ['Our mission', 'Our values', 'Our experience', '10+', '500+', '100%'],
    },
    canonical: '/chi-siamo',
  },
  {
    path: '/about',
    heading: { it: 'Chi siamo', en: 'About us' },
    texts: { it: ['clienti soddisfatti'], en: ['happy customers'] },
    canonical: '/chi-siamo',
  },
  {
    path: '/contatti',
    heading: { it: 'Contatti', en: 'Contact' },
    texts: {
      it: ['Orari di apertura', 'Chiama ora', 'Invia e-mail', 'Apri in Maps', "Fiorenzuola d'Arda"],
      en: ['Opening hours', 'Call now', 'Send an e-mail', 'Open in Maps', "Fiorenzuola d'Arda"],
    },
    canonical: '/contatti',
  },
  {
    path: '/contact',
    heading: { it: 'Contatti', en: 'Contact' },
    texts: { it: ['Seguici sui social'], en: ['Follow us on social media'] },
    canonical: '/contatti',
  },
  {
    path: '/privacy-policy',
    heading: { it: 'Informativa sulla Privacy', en: 'Privacy notice' },
    texts: {
      it: ['← Torna al sito', 'Ultimo aggiornamento', '26 mesi', '3 anni', 'portabilità', 'Garante'],
      en: ['← Back to the site', 'Last updated', '26 months', '3 years', 'portability', 'Garante'],
    },
    canonical: '/privacy-policy',
  },
  {
    path: '/cookie-policy',
    heading: { it: 'Cookie policy', en: 'Cookie policy' },
    texts: {
      it: ['cookie-consent', 'cookie-banner-dismissed', 'Modifica le preferenze sui cookie'],
      en: ['cookie-consent', 'cookie-banner-dismissed', 'Change cookie preferences'],
    },
    canonical: '/cookie-policy',
  },
]

for (const route of routes) {
  for (const language of ['it', 'en'] as const) {
    test(`${route.path} in ${language === 'it' ? 'Italian' : 'English'}`, async ({ page }) => {
      const separator = route.path.includes('?') ? '&' : '?'
      const response = await page.goto(language === 'en' ? `${route.path}${separator}lang=en` : route.path)

      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1, name: route.heading[language] })).toBeVisible()
      for (const text of route.texts[language]) await expect(page.getByText(text).first()).toBeVisible()

      const canonical = new URL(route.canonical, page.url())
      if (language === 'en') canonical.searchParams.set('lang', 'en')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical.href)
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\?lang=en$/)
      await expect(page).toHaveTitle(/Autosalone Arda$/)
    })
  }
}

test('the privacy notice shows the dealer’s address, phone and e-mail and today’s date', async ({ page }) => {
  await page.goto('/privacy-policy')
  const today = new Date().toLocaleDateString('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  })

  await expect(page.getByText(`Ultimo aggiornamento: ${today}`)).toBeVisible()
  const controller = page.locator('#introduzione')
  await expect(controller.getByText('Via Emilia 1')).toBeVisible()
  await expect(controller.getByRole('link', { name: '+39 0523 000000' })).toHaveAttribute('href', 'tel:+390523000000')
  await expect(controller.getByRole('link', { name: 'info@autosalone-arda.example' })).toHaveAttribute(
    'href',
    'mailto:info@autosalone-arda.example',
  )
  for (const right of ['accesso', 'rettifica', 'cancellazione', 'portabilità', 'limitazione', 'opposizione']) {
    await expect(page.locator('#diritti').getByText(new RegExp(`^${right}:`))).toBeVisible()
  }
})

test('the services page has the six anchored sections, each linking to its own page', async ({ page }) => {
  await page.goto('/servizi')
  for (const id of ['vendita-auto', 'ricerca-auto', 'finanziamenti', 'valutazione-auto', 'wrapping', 'noleggio']) {
    const section = page.locator(`section#${id}`)
    await expect(section).toBeVisible()
    await expect(section.getByRole('link', { name: /Scopri il servizio/ })).toHaveAttribute('href', `/servizi/${id}`)
  }
  await expect(page.getByText('95% delle richieste approvate')).toBeVisible()
})

test('an unknown service answers 404', async ({ page }) => {
  const response = await page.goto('/servizi/lavaggio')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
})

test('the home services grid leads to the anchored section on the services page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Scopri di più: Noleggio' }).click()
  await expect(page).toHaveURL(/\/servizi#noleggio$/)
  await expect(page.locator('section#noleggio')).toBeInViewport()
})

test('the about page buttons lead to the contact page and the home car park', async ({ page }) => {
  await page.goto('/chi-siamo')
  await expect(page.getByRole('link', { name: 'Contattaci', exact: true })).toHaveAttribute('href', '/contatti')
  await page.getByRole('link', { name: 'Guarda il parco auto' }).click()
  await expect(page).toHaveURL(/\/#parco-auto$/)
  await expect(page.locator('#parco-auto')).toBeInViewport()
})

test('the contact page embeds the OpenStreetMap map and links out to maps, phone and e-mail', async ({ page }) => {
  await page.goto('/contatti')
  await expect(page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toHaveAttribute(
    'loading',
    'lazy',
  )
  await expect(page.getByRole('link', { name: /Apri in Maps/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\//,
  )
  await expect(page.getByRole('link', { name: 'Chiama ora' })).toHaveAttribute('href', 'tel:+390523000000')
  await expect(page.getByRole('link', { name: 'Invia e-mail' })).toHaveAttribute(
    'href',
    'mailto:info@autosalone-arda.example',
  )
  await expect(page.locator('main').getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank')
  await expect(page.locator('main').getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank')
  await expect(page.getByText('Lunedì - Venerdì')).toHaveCount(2)
})
