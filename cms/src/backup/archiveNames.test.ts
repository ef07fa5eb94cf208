import { describe, expect, it } from 'vitest'

import { archiveName, archivesToDelete, archiveTime } from './archiveNames'

const at = (iso: string) => archiveName(new Date(iso))

describe('backup archive names', () => {
  it('names an archive after its UTC moment and reads the moment back', () => {
    expect(at('2026-11-28T02:30:05.123Z')).toBe('autosalone-20261128T023005Z.tar.gz')
    expect(archiveTime('autosalone-20261128T023005Z.tar.gz')?.toISOString()).toBe('2026-11-28T02:30:05.000Z')
  })

  it('refuses anything else, so no other file can be asked for by name', () => {
    for (const name of [
      '../secrets.json',
      'autosalone-20261128T023005Z.tar.gz/..',
      'x.tar.gz',
      'autosalone-20261399T000000Z.tar.gz',
    ])
      expect(archiveTime(name)).toBeNull()
  })
})

describe('retention: 7 daily, 4 weekly', () => {
  it('keeps the newest archive of each of the last 7 days and of each of the last 4 weeks', () => {
    // Nightly backups from 1 October to 28 November 2026, plus a second one on 28 November.
    const names: string[] = []
    for (
      let day = new Date('2026-10-01T02:30:00Z');
      day <= new Date('2026-11-28T03:00:00Z');
      day = new Date(day.getTime() + 86_400_000)
    )
      names.push(archiveName(day))
    names.push(at('2026-11-28T10:00:00Z'))
    const deleted = new Set(archivesToDelete(names))
    const kept = names.filter((name) => !deleted.has(name)).sort()
    expect(kept).toEqual(
      [
        // Newest of the weeks starting 2 and 9 November (those of the 16th and 23rd end among the days).
        at('2026-11-08T02:30:00Z'),
        at('2026-11-15T02:30:00Z'),
        at('2026-11-22T02:30:00Z'),
        at('2026-11-23T02:30:00Z'),
        at('2026-11-24T02:30:00Z'),
        at('2026-11-25T02:30:00Z'),
        at('2026-11-26T02:30:00Z'),
        at('2026-11-27T02:30:00Z'),
        at('2026-11-28T10:00:00Z'),
      ].sort(),
    )
  })

  it('counts days that have an archive, so a long pause keeps the last good archives', () => {
    const names = ['2026-01-01', '2026-01-02', '2026-01-03'].map((day) => at(`${day}T02:30:00Z`))
    expect(archivesToDelete(names)).toEqual([])
    expect(archivesToDelete(['notes.txt', ...names])).toEqual([])
  })
})
