import { expect, test } from '@playwright/test'

for (const path of ['/questa-pagina-non-esiste', '/auto-usate/bmw.html', '/admin-vecchio/']) {
  test(`an unknown path answers 404: ${path}`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
  })
}
