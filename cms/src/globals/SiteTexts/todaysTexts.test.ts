import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { startFromTodaysTexts } from './todaysTexts'

type Texts = Record<'it' | 'en', Record<string, Record<string, unknown>>>

const written = {
  root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Scritto dal salone' }] }] },
}
const stored = { it: { about: { mission: written, experience: null }, services: { intro: null } }, en: null }

const read = (payloadAPI: PayloadRequest['payloadAPI']) =>
  startFromTodaysTexts({ doc: stored, req: { payloadAPI } as PayloadRequest }) as Texts

function words(state: unknown): string {
  return (
    JSON.stringify(state)
      .match(/"text":"([^"]*)"/g)
      ?.join(' ') ?? ''
  )
}

describe('the console starts from the texts the site shows', () => {
  it('fills every empty text with the page’s default, in its language, for the console’s reads', () => {
    const texts = read('local')
    expect(words(texts.it.about.experience)).toContain('In oltre dieci anni abbiamo consegnato')
    expect(words(texts.it.services.intro)).toContain('Tutto quello che serve per comprare')
    expect(words(texts.it.servicePages.noleggio)).toContain('Per un viaggio, un trasloco')
    expect(words(texts.en.about.mission)).toContain('To make buying a car simple')
  })

  it('keeps what the dealer wrote', () => {
    expect(read('local').it.about.mission).toEqual(written)
  })

  it('leaves the REST API’s answer as stored, an empty text empty', () => {
    expect(read('REST')).toEqual(stored)
  })
})
