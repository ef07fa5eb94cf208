import { describe, expect, it } from 'vitest'

import { dueToday } from './leadQuery'

describe("the 'Da richiamare oggi' filter", () => {
  it("asks for reminders up to today at the dealer's in Rome, on requests not closed", () => {
    // 23:30 UTC on 28 November is already the 29th in Rome.
    expect(dueToday(new Date('2026-11-28T23:30:00Z'))).toEqual({
      and: [{ remindOn: { less_than_equal: '2026-11-29' } }, { status: { not_equals: 'chiusa' } }],
    })
    expect(dueToday(new Date('2026-11-28T12:00:00Z'))).toEqual({
      and: [{ remindOn: { less_than_equal: '2026-11-28' } }, { status: { not_equals: 'chiusa' } }],
    })
  })
})
