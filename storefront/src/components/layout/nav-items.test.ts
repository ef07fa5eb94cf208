import { describe, expect, it } from 'vitest'
import { canonicalPath } from '@/config/paths'
import { isActiveNavItem, navItems } from './nav-items'

const activeLinks = (pathname: string) =>
  navItems.filter((item) => isActiveNavItem(item, canonicalPath(pathname))).map((item) => item.to)

describe('isActiveNavItem', () => {
  it('marks the page under either of its names', () => {
    expect(activeLinks('/chi-siamo')).toEqual(['/chi-siamo'])
    expect(activeLinks('/about')).toEqual(['/chi-siamo'])
    expect(activeLinks('/inventory')).toEqual(['/annunci'])
  })

  it('marks Home only on the home page', () => {
    expect(activeLinks('/')).toEqual(['/'])
    expect(activeLinks('/privacy-policy')).toEqual([])
  })

  it('marks the section of pages below it', () => {
    expect(activeLinks('/servizi/noleggio')).toEqual(['/servizi'])
    expect(activeLinks('/services/noleggio')).toEqual(['/servizi'])
    expect(activeLinks('/auto/bmw-x3-2021')).toEqual(['/annunci'])
  })
})
