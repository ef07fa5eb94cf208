import type { Locator, Page } from '@playwright/test'
import { demoCar, expect, slugOf, test } from './support/public-test'

const bmw = demoCar('BMW Serie 3')
const ix1 = demoCar('BMW iX1')
const audi = demoCar('Audi A3 Sportback')
const porsche = demoCar('Porsche 911')
const threeCars = `/confronta?auto=${[bmw, ix1, audi].map(slugOf).join(',')}`

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const row = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escaped(label)}`) }) })

async function expectDiffers(rowLocator: Locator, differs: boolean) {
  if (differs) {
    await expect(rowLocator).toHaveAttribute('data-differs', 'true')
    await expect(rowLocator.getByRole('rowheader')).toContainText('(diverso)')
  } else {
    await expect(rowLocator).not.toHaveAttribute('data-differs', 'true')
  }
}

test('the tray gathers up to three cars from the cards and the car page, then opens the comparison', async ({
  page,
}) => {
  test.slow()
  await page.goto(`/auto/${slugOf(bmw)}`)
  await page.getByRole('button', { name: 'Confronta', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Confronta', exact: true })).toHaveAttribute('aria-pressed', 'true')
  const tray = page.getByRole('region', { name: 'Confronto' })
  await expect(tray).toContainText('1 di 3 auto da confrontare')

  await page.goto('/annunci?brand=BMW')
  await page.getByRole('button', { name: `Confronta ${ix1.name}` }).click()
  await page.goto('/annunci?brand=Audi')
  await page.getByRole('button', { name: `Confronta ${audi.name}` }).click()
  await expect(tray).toContainText('3 di 3 auto da confrontare')

  await page.goto('/annunci?brand=Porsche')
  const fourth = page.getByRole('button', { name: `Confronta ${porsche.name}` })
  await fourth.click()
  await expect(tray.getByRole('status')).toHaveText(
    "Puoi confrontare al massimo 3 auto: togline una per aggiungerne un'altra.",
  )
  await expect(fourth).toHaveAttribute('aria-pressed', 'false')

  await tray.getByRole('link', { name: 'Confronta ora' }).click()
  await expect(page).toHaveURL(threeCars)
  await expect(page.getByRole('columnheader')).toHaveText(
    [bmw.name, ix1.name, audi.name].map((name) => new RegExp(name)),
  )
})

test('every figure side by side, the Italian data included, the differing rows marked', async ({ page }) => {
  const response = await page.goto(threeCars)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Confronta auto' })).toBeVisible()
  const table = page.getByRole('table', { name: `Confronto tra ${bmw.name}, ${ix1.name}, ${audi.name}` })
  await expect(table).toBeVisible()
  for (const label of [
    'Classe Euro',
    'Consumo combinato (WLTP)',
    'Emissioni CO₂ (WLTP)',
    'Adatta a neopatentati',
    'Regime IVA',
  ])
    await expect(row(page, label)).toHaveCount(1)

  await expect(row(page, 'Carburante').getByRole('cell')).toHaveText(['Diesel', 'Elettrica', 'Benzina'])
  await expectDiffers(row(page, 'Carburante'), true)
  await expectDiffers(row(page, 'Marca'), true)
  await expectDiffers(row(page, 'Stato'), false)

  // Taking a car out is a plain link to the address without it.
  await page.getByRole('link', { name: `Togli ${audi.name}` }).click()
  await expect(page).toHaveURL(`/confronta?auto=${slugOf(bmw)},${slugOf(ix1)}`)
  await expectDiffers(row(page, 'Marca'), false)
  await expectDiffers(row(page, 'Carburante'), true)
})

test('a bad address gets a clear message, never an error page', async ({ page, request }) => {
  const refused = async (address: string, message: string) => {
    const response = await request.get(address)
    expect(response.status(), address).toBe(400)
    expect(await response.text()).toContain(message)
  }
  await refused(
    `/confronta?auto=${[bmw, ix1, audi, porsche].map(slugOf).join(',')}`,
    'Si possono confrontare al massimo 3 auto alla volta.',
  )
  await refused('/confronta?auto=..%2Fadmin,%3Cb%3E', 'Il link contiene qualcosa che non è il nome di un&#x27;auto.')
  await refused(`/confronta?auto=${'a'.repeat(5000)}`, 'Il link è troppo lungo per essere un confronto.')
  await refused('/compare?lang=en&auto=a,b,c,d', 'You can compare at most 3 cars at a time.')

  await page.goto(`/confronta?auto=${slugOf(bmw)},auto-che-non-esiste-2001`)
  await expect(page.getByText('1 auto non è più in vendita ed è stata tolta dal confronto.')).toBeVisible()
  await expect(page.getByRole('columnheader')).toHaveText([new RegExp(bmw.name)])
})

test('in English', async ({ page }) => {
  await page.goto(`/compare?lang=en&auto=${slugOf(bmw)},${slugOf(audi)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible()
  const fuel = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Fuel/ }) })
  await expect(fuel.getByRole('cell')).toHaveText(['Diesel', 'Petrol'])
  await expect(fuel.getByRole('rowheader')).toContainText('(differs)')
  await expect(page.getByRole('rowheader', { name: /^VAT regime/ })).toBeVisible()
})

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the car page links to the comparison, which grows by a plain form', async ({ page }) => {
    await page.goto(`/auto/${slugOf(bmw)}`)
    await page.getByRole('link', { name: 'Confronta con…' }).click()
    await expect(page).toHaveURL(`/confronta?auto=${slugOf(bmw)}`)
    await page.getByLabel("Aggiungi un'auto al confronto").selectOption({ label: ix1.name })
    await page.getByRole('button', { name: 'Aggiungi' }).click()
    await expect(page).toHaveURL(`/confronta?auto=${slugOf(bmw)},${slugOf(ix1)}`)
    await expect(page.getByRole('columnheader')).toHaveText([new RegExp(bmw.name), new RegExp(ix1.name)])
  })

  test('the labels and the names stay in view and in line while the table scrolls', async ({ page }) => {
    await page.goto(threeCars)
    const scroller = page.getByRole('region', { name: /^Confronto tra/ })
    const label = page.getByRole('rowheader', { name: /^Marca/ })
    const figure = row(page, 'Marca').getByRole('cell').first()
    const name = page.getByRole('columnheader', { name: new RegExp(bmw.name) })
    // Wider than the phone: the table scrolls inside its box, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    const labelX = (await label.boundingBox())!.x
    await scroller.evaluate((box) => box.scrollTo({ left: 200 }))
    await expect.poll(async () => (await figure.boundingBox())!.x).toBeLessThan(labelX)
    expect((await label.boundingBox())!.x).toBeCloseTo(labelX, 0)
    // The figures pass under the labels, each still on its label's line.
    const [labelBox, figureBox] = [(await label.boundingBox())!, (await figure.boundingBox())!]
    expect(figureBox.y).toBeCloseTo(labelBox.y, 0)
    const labelOnTop = await label.evaluate((cell) => {
      const box = cell.getBoundingClientRect()
      return cell.contains(document.elementFromPoint(box.x + 4, box.y + box.height / 2))
    })
    expect(labelOnTop).toBe(true)

    const nameY = (await name.boundingBox())!.y
    await scroller.evaluate((box) => box.scrollTo({ top: 400 }))
    await expect.poll(async () => (await label.boundingBox())!.y).toBeLessThan(nameY)
    expect((await name.boundingBox())!.y).toBeCloseTo(nameY, 0)
  })
})
