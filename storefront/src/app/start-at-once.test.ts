// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { needsAppAtOnce } from './start-at-once'

afterEach(() => window.localStorage.clear())

describe('needsAppAtOnce', () => {
  it('lets a public page wait for a visitor when this browser keeps nothing it shows', () => {
    expect(needsAppAtOnce('/')).toBe(false)
    expect(needsAppAtOnce('/annunci')).toBe(false)
    window.localStorage.setItem('favourites', '[]')
    window.localStorage.setItem('cookie-consent', JSON.stringify({ analytics: false, marketing: true }))
    expect(needsAppAtOnce('/auto/fiat-panda-2021')).toBe(false)
  })

  it('starts the panel at once, its login included', () => {
    expect(needsAppAtOnce('/admin')).toBe(true)
    expect(needsAppAtOnce('/admin/edit/7')).toBe(true)
    expect(needsAppAtOnce('/login')).toBe(true)
    expect(needsAppAtOnce('/administrazione')).toBe(false)
  })

  it('starts a public page at once for kept favourites, a compare list or allowed analytics', () => {
    window.localStorage.setItem('favourites', JSON.stringify(['fiat-panda-2021']))
    expect(needsAppAtOnce('/')).toBe(true)
    window.localStorage.clear()
    window.localStorage.setItem('compare', JSON.stringify(['fiat-panda-2021']))
    expect(needsAppAtOnce('/')).toBe(true)
    window.localStorage.clear()
    window.localStorage.setItem('cookie-consent', JSON.stringify({ analytics: true }))
    expect(needsAppAtOnce('/')).toBe(true)
  })
})
