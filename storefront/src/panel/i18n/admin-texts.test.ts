import { describe, expect, it } from 'vitest'
import { createI18n } from '@/lib/i18n'
import { resources } from '@/lib/all-locales'
import { createAdminT } from './admin-t'
import { adminNamespace, adminTexts, registerAdminTexts } from './admin-texts'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

describe('admin texts', () => {
  it('give English every key Italian has, and no other', () => {
    expect(keysOf(adminTexts.en).sort()).toEqual(keysOf(adminTexts.it).sort())
  })

  it.each<['it' | 'en', string, string]>([
    ['it', 'Classe Euro', 'Telaio (VIN)'],
    ['en', 'Euro class', 'VIN'],
  ])(
    'name a car field the same way in the form, the import, the history and the sticker (%s)',
    (language, euroClass, vin) => {
      const instance = createI18n(language, resources)
      registerAdminTexts(instance)
      const t = createAdminT(instance)

      for (const block of ['form', 'imports', 'history', 'sticker'] as const) {
        expect(t(`${block}.fields.euroClass`)).toBe(euroClass)
      }
      expect([t('form.fields.vin'), t('imports.fields.vin'), t('history.fields.vin')]).toEqual([vin, vin, vin])
    },
  )

  it('quote the specification in Italian', () => {
    const instance = createI18n('it', resources)
    registerAdminTexts(instance)
    const t = createAdminT(instance)

    expect(t('login.submit')).toBe('Accedi al Pannello')
    expect(t('photos.reorderedDescription', { position: 2 })).toBe('Foto spostata alla posizione 2')
    expect(t('uploader.tooLarge', { file: 'a.jpg' })).toBe('a.jpg è troppo grande (max 50MB)')
    expect(t('form.uploading', { percent: 40 })).toBe('Caricamento 40%')
    expect(t('list.count', { count: 1 })).toBe('1 auto nel parco')
  })

  it('are added once, whatever the number of calls', () => {
    const instance = createI18n('en', resources)
    registerAdminTexts(instance)
    registerAdminTexts(instance)

    expect(instance.getResourceBundle('en', adminNamespace)).toEqual(adminTexts.en)
  })
})
