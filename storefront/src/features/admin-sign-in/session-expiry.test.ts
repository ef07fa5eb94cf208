import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSessionExpiry } from './session-expiry'

afterEach(() => {
  vi.useRealTimers()
})

describe('createSessionExpiry', () => {
  it('tells at once and leaves for the login page after 1 s', () => {
    vi.useFakeTimers()
    const notify = vi.fn()
    const redirect = vi.fn()
    const expire = createSessionExpiry({ notify, redirect })

    expire()
    expect(notify).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(999)
    expect(redirect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(redirect).toHaveBeenCalledOnce()
  })

  it('gives one message and one redirect when several calls fail together', () => {
    vi.useFakeTimers()
    const notify = vi.fn()
    const redirect = vi.fn()
    const expire = createSessionExpiry({ notify, redirect })

    expire()
    expire()
    vi.runAllTimers()
    expect(notify).toHaveBeenCalledOnce()
    expect(redirect).toHaveBeenCalledOnce()
  })

  it('sends a browser that never signed in to the login page at once, without the message', () => {
    vi.useFakeTimers()
    const notify = vi.fn()
    const redirect = vi.fn()
    const expire = createSessionExpiry({ hadSession: () => false, notify, redirect })

    expire()
    expect(redirect).toHaveBeenCalledOnce()
    expect(notify).not.toHaveBeenCalled()
  })
})
