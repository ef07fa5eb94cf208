import { describe, expect, it } from 'vitest'
import { resources } from './all-locales'
import italianStart from '@/locales/it'
import { createI18n, switchLanguage } from './i18n'
import { loadPageTexts } from './page-texts'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

describe('locales', () => {
  it('give English every key Italian has, and no other', () => {
    expect(keysOf(resources.en).sort()).toEqual(keysOf(resources.it).sort())
  })
})

describe('createI18n', () => {
  it('translates synchronously in the requested language', () => {
    expect(createI18n('it', resources).t('home:stock.allSeen')).toBe('Hai visto tutte le auto')
    expect(createI18n('en', resources).t('home:stock.allSeen')).toBe('You have seen all cars')
  })

  it('keeps instances independent', () => {
    const italian = createI18n('it', resources)
    const english = createI18n('en', resources)

    expect(italian.t('nav.contact')).toBe('Contatti')
    expect(english.t('nav.contact')).toBe('Contact')
  })

  it('labels the language switch in the other language, as the specification says', () => {
    expect(createI18n('it', resources).t('language.label')).toBe('LANGUAGE')
    expect(createI18n('en', resources).t('language.label')).toBe('LINGUA')
  })

  it('loads another language when switching to it, starting from one language only', async () => {
    const italianOnly = createI18n('it', { it: resources.it })
    expect(italianOnly.t('nav.contact')).toBe('Contatti')
    await switchLanguage(italianOnly, 'en')
    expect(italianOnly.language).toBe('en')
    expect(italianOnly.t('nav.contact')).toBe('Contact')
  })

  it('shows the key of a missing text', () => {
    const t = createI18n('en', resources).t as (key: string) => string

    expect(t('home:no.such.key')).toBe('no.such.key')
  })
})

describe('page texts', () => {
  it('load with their page, and come along in the other language when switching', async () => {
    const instance = createI18n('it', { it: italianStart })
    expect(instance.hasResourceBundle('it', 'privacy')).toBe(false)
    await loadPageTexts(instance, 'it', ['privacy'])
    expect(instance.t('privacy:meta.title')).toBe(resources.it.privacy.meta.title)

    await switchLanguage(instance, 'en')
    expect(instance.t('privacy:meta.title')).toBe(resources.en.privacy.meta.title)
    expect(instance.t('nav.contact')).toBe('Contact')
    // Only what the page on screen used: the home page's texts wait for the home page.
    expect(instance.hasResourceBundle('en', 'home')).toBe(false)
  })
})
