import { demoCar, slugOf } from './support/public-test'
import { fixturePhoto } from './admin-support'
import { e2eAdmin, expect, fillContact, stampedJustNow, test, waitLikeAPerson } from './support/leads-test'

const car = demoCar('BMW Serie 3')

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'

  test.describe(mode, () => {
    test.use({ javaScriptEnabled })

    test(`contact form on /contatti reaches the dealer's mailbox (${mode})`, async ({ page, smtp }) => {
      const name = `Contatto ${mode}`
      await page.goto('/contatti')
      const form = page.getByRole('form', { name: 'Scrivici' })
      await fillContact(page, form, name)
      await form.getByLabel(/Messaggio/).fill('Avete una station wagon diesel?')
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: 'Invia il messaggio' }).click()

      await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=contatto(&|$)/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, abbiamo ricevuto la tua richiesta')
      const mail = await smtp.waitFor((message) => message.subject === `Messaggio dal sito da ${name}`)
      expect(mail.text).toContain('Avete una station wagon diesel?')
      expect(mail.replyTo?.text).toBe('cliente@example.com')
    })

    test(`'Richiedi informazioni' on a car page names the car (${mode})`, async ({ page, smtp }) => {
      const name = `Info ${mode}`
      await page.goto(`/auto/${slugOf(car)}`)
      const form = page.getByRole('form', { name: 'Richiedi informazioni' })
      await expect(form.getByLabel(/Messaggio/)).toHaveValue(`Vorrei ricevere informazioni su ${car.name}.`)
      await fillContact(page, form, name)
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: 'Invia la richiesta' }).click()
      await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=informazioni(&|$)/)
      const mail = await smtp.waitFor(
        (message) => message.subject?.startsWith(`Richiesta di informazioni da ${name}`) ?? false,
      )
      expect(mail.subject).toBe(`Richiesta di informazioni da ${name} · ${car.name}`)
    })

    test(`'Prenota un test drive' takes a day and a slot within opening hours (${mode})`, async ({ page, smtp }) => {
      const name = `Test drive ${mode}`
      await page.goto(`/auto/${slugOf(car)}`)
      await page.getByText('Prenota un test drive', { exact: true }).first().click()
      const form = page.getByRole('form', { name: 'Prenota un test drive' })
      const day = form.getByLabel(/^Giorno/)
      // Tomorrow or later: every slot of that day is still ahead.
      const [date] = await day.selectOption({ index: 2 })
      await form.getByLabel(/^Orario/).selectOption('10:00')
      await fillContact(page, form, name)
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: 'Prenota il test drive' }).click()
      await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=test-drive(&|$)/)
      await expect(page.getByText("Ti confermeremo il giorno e l'orario del test drive.")).toBeVisible()
      const mail = await smtp.waitFor(
        (message) => message.subject?.startsWith(`Prenotazione test drive da ${name}`) ?? false,
      )
      expect(mail.text).toContain(`date: ${date}`)
      expect(mail.text).toContain('time: 10:00')
    })

    test(`trade-in valuation on /servizi/valutazione-auto (${mode})`, async ({ page, smtp }) => {
      const name = `Permuta ${mode}`
      await page.goto('/servizi/valutazione-auto')
      const form = page.getByRole('form', { name: 'Richiedi la valutazione della tua auto' })
      await form.getByLabel(/^Marca/).fill('Fiat')
      await form.getByLabel(/^Modello/).fill('Punto')
      await form.getByLabel(/^Anno di immatricolazione/).fill('2015')
      await form.getByLabel(/^Chilometri/).fill('98000')
      await form.getByLabel(/^Alimentazione/).selectOption('gpl')
      const photos = form.getByLabel(/^Foto dell'auto/)
      await expect(form.getByText('Fino a 5 foto, al massimo 8 MB ciascuna')).toBeVisible()
      const extra = { ...fixturePhoto('photo.jpg'), name: 'da-togliere.jpg' }
      await photos.setInputFiles([fixturePhoto('photo.jpg'), fixturePhoto('photo.heic'), extra])
      if (javaScriptEnabled) {
        // The chosen photos are listed; one is left out before sending.
        const chosen = form.getByRole('list', { name: '3 foto scelte' })
        await expect(chosen.getByRole('listitem')).toHaveText([/photo\.jpg/, /photo\.heic/, /da-togliere\.jpg/])
        await chosen.getByRole('button', { name: 'Togli da-togliere.jpg' }).click()
        await expect(form.getByRole('list', { name: '2 foto scelte' }).getByRole('listitem')).toHaveCount(2)
      } else {
        await photos.setInputFiles([fixturePhoto('photo.jpg'), fixturePhoto('photo.heic')])
      }
      await fillContact(page, form, name)
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: 'Richiedi la valutazione' }).click()
      await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=valutazione(&|$)/)
      const mail = await smtp.waitFor((message) => message.subject === `Valutazione dell'usato da ${name}`)
      expect(mail.text).toContain('make: Fiat')
      expect(mail.text).toContain('km: 98000')
      expect(mail.text).toContain('Foto: 2, da vedere nel pannello')

      const leadPath = /\/admin\/richieste\/(\d+)/.exec(mail.text ?? '')!
      const dealer = await page
        .context()
        .browser()!
        .newContext({ baseURL: new URL(page.url()).origin })
      expect((await dealer.request.post('/api/admin/login', { data: e2eAdmin })).status()).toBe(200)
      const lead = (await (await dealer.request.get(`/api/admin/leads/${leadPath[1]}`)).json()) as {
        photos: { name: string; url: string }[]
      }
      expect(lead.photos.map((photo) => photo.name)).toEqual(['photo.jpg', 'photo.heic'])
      if (javaScriptEnabled) {
        // The dealer sees both photos in the request, each opening its original.
        const inbox = await dealer.newPage()
        await inbox.goto(leadPath[0])
        const shown = inbox.getByRole('img', { name: /dell'auto in permuta/ })
        // A first visit to the panel in a new browser context: its code loads before the request does.
        await expect(shown).toHaveCount(2, { timeout: 30_000 })
        for (const image of await shown.all()) {
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
            .toBeGreaterThan(0)
        }
        const href = await inbox.getByRole('link', { name: /^Foto 1 dell'auto in permuta/ }).getAttribute('href')
        expect(href).toBe(lead.photos[0].url)
      }
      expect((await dealer.request.get(lead.photos[0].url)).headers()['content-type']).toMatch(/^image\//)
      await dealer.close()
      // The visitor (or anybody without the dealer's session) cannot open it.
      expect((await page.request.get(lead.photos[0].url)).status()).toBe(404)
    })

    test(`finance estimate on /servizi/finanziamenti shows TAN and TAEG and sends the estimate (${mode})`, async ({
      page,
      smtp,
    }) => {
      const name = `Finanziamento ${mode}`
      await page.goto('/servizi/finanziamenti')
      const calculator = page.getByRole('form', { name: 'Calcola la rata' })
      await calculator.getByLabel("Prezzo dell'auto (€)").fill('15000')
      await calculator.getByLabel('Anticipo (€)').fill('3000')
      await calculator.getByLabel('Durata (mesi)').selectOption('60')
      if (!javaScriptEnabled) {
        await calculator.getByRole('button', { name: 'Calcola' }).click()
        await expect(page).toHaveURL(/prezzo=15000&anticipo=3000&mesi=60/)
      }
      const figures = page.locator('.finance-figures').first()
      await expect(figures).toContainText('Rata mensile246,26 €')
      await expect(figures).toContainText('TAN fisso6,95%')
      await expect(figures).toContainText('TAEG8,85%')
      await expect(figures).toContainText('Importo totale dovuto14.775,60 €')
      await expect(page.getByText(/^Esempio rappresentativo:/)).toBeVisible()

      const form = page.getByRole('form', { name: 'Richiedi il finanziamento' })
      await fillContact(page, form, name)
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: 'Richiedi il finanziamento' }).click()
      await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=finanziamento(&|$)/)
      const mail = await smtp.waitFor((message) => message.subject === `Richiesta di finanziamento da ${name}`)
      expect(mail.text).toContain('estimate.monthlyInstalment: 246.26')
      expect(mail.text).toContain('estimate.taeg: 8.85')
    })
  })
}

test.describe('problems are shown by their fields', () => {
  test('with JavaScript: checked before sending, focus on the first problem, each error tied to its field', async ({
    page,
  }) => {
    await page.goto('/contatti')
    const form = page.getByRole('form', { name: 'Scrivici' })
    await form.getByRole('button', { name: 'Invia il messaggio' }).click()
    await expect(page.getByRole('alert')).toHaveText('La richiesta non è stata inviata: correggi i campi segnalati.')
    const name = form.getByLabel(/^Nome e cognome/)
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Campo obbligatorio.')
    await expect(form.getByRole('checkbox', { name: /informativa sulla privacy/ })).toHaveAccessibleDescription(
      "Per inviare la richiesta serve il consenso all'informativa sulla privacy.",
    )
    await expect(page).toHaveURL(/\/contatti$/)
  })

  test('with JavaScript: a form sent faster than a person fills it is refused', async ({ page }) => {
    await page.goto('/contatti')
    const form = page.getByRole('form', { name: 'Scrivici' })
    await fillContact(page, form, 'Robot')
    await form.getByLabel(/Messaggio/).fill('Compro subito')
    await stampedJustNow(page)
    await form.getByRole('button', { name: 'Invia il messaggio' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Modulo inviato troppo in fretta: attendi qualche secondo e riprova.',
    )
    await expect(page).toHaveURL(/\/contatti$/)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the server sends the visitor back to the form with the problem by its field', async ({ page }) => {
      await page.goto('/contatti')
      const form = page.getByRole('form', { name: 'Scrivici' })
      await fillContact(page, form, 'Senza script')
      await form.getByRole('textbox', { name: 'Telefono' }).fill('non è un numero')
      await form.getByLabel(/Messaggio/).fill('Ciao')
      // Sent sooner than a person could, the form would be refused as too fast before its fields are read.
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: 'Invia il messaggio' }).click()
      await expect(page).toHaveURL(
        /\/contatti\?richiesta=errore&modulo=contatto&campi=phone%3AinvalidPhone#richiesta-contatto$/,
      )
      const again = page.getByRole('form', { name: 'Scrivici' })
      await expect(again.getByRole('alert')).toHaveText('La richiesta non è stata inviata: correggi i campi segnalati.')
      await expect(again.getByRole('textbox', { name: 'Telefono' })).toHaveAccessibleDescription(
        'Indica almeno un telefono o un indirizzo e-mail. Numero di telefono non valido.',
      )
    })
  })
})

test.describe('analytics', () => {
  const leadEvents = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'generate_lead'),
    )

  for (const analytics of [true, false]) {
    test(`a sent request is a 'generate_lead' event only with analytics consent (consent ${analytics})`, async ({
      page,
    }) => {
      await page.addInitScript((allowed) => {
        localStorage.setItem(
          'cookie-consent',
          JSON.stringify({ necessary: true, analytics: allowed, marketing: false, preferences: false }),
        )
      }, analytics)
      await page.goto('/contatti')
      const form = page.getByRole('form', { name: 'Scrivici' })
      await fillContact(page, form, `Analytics ${analytics}`)
      await form.getByLabel(/Messaggio/).fill('Ciao')
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: 'Invia il messaggio' }).click()
      await expect(page).toHaveURL(/\/richiesta-inviata\?tipo=contatto(&|$)/)
      expect(await leadEvents(page)).toEqual(analytics ? [['event', 'generate_lead', { lead_type: 'contatto' }]] : [])
    })
  }
})
