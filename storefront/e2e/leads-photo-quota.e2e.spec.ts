import { fixturePhoto } from './admin-support'
import { expect, fillContact, test, waitLikeAPerson } from './support/leads-test'

// No room for visitors' photos at all: every valuation request is stored without them. No car is needed.
test.use({ leadServerEnv: { LEAD_PHOTOS_MB_DAY: '0', SEED_DEMO: 'false' } })

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'

  test.describe(mode, () => {
    test.use({ javaScriptEnabled })

    test(`a valuation past the photo quota is stored without its photos, and the visitor is told (${mode})`, async ({
      page,
      smtp,
    }) => {
      const name = `Quota ${mode}`
      await page.goto('/servizi/valutazione-auto')
      const form = page.getByRole('form', { name: 'Richiedi la valutazione della tua auto' })
      await form.getByLabel(/^Marca/).fill('Fiat')
      await form.getByLabel(/^Modello/).fill('Punto')
      await form.getByLabel(/^Anno di immatricolazione/).fill('2015')
      await form.getByLabel(/^Chilometri/).fill('98000')
      await form.getByLabel(/^Foto dell'auto/).setInputFiles([fixturePhoto('photo.jpg')])
      await fillContact(page, form, name)
      await waitLikeAPerson(page)
      await form.getByRole('button', { name: 'Richiedi la valutazione' }).click()

      await expect(page).toHaveURL(
        /\/richiesta-inviata\?tipo=valutazione&pagina=%2Fservizi%2Fvalutazione-auto&contatto=\w+&foto=non-salvate$/,
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grazie, abbiamo ricevuto la tua richiesta')
      await expect(page.getByRole('status').filter({ hasText: 'Le foto' })).toHaveText(
        "Le foto dell'auto non sono state salvate: in questo momento non possiamo riceverne altre. La tua richiesta è arrivata lo stesso: potrai mostrarci le foto quando ti ricontatteremo.",
      )
      // The dealer gets the request, and knows its photo was left out.
      const mail = await smtp.waitFor((message) => message.subject === `Valutazione dell'usato da ${name}`)
      expect(mail.text).toContain('photosNotKept: 1')
      expect(mail.text).not.toContain('da vedere nel pannello')
    })
  })
}
