import { describe, expect, it } from 'vitest'
import { appStateScript, receivedAt, serializeAppState, type AppState } from './app-state'

const hostileName = '</script><script>alert(1)</script> & <!-- \u2028\u2029'

function stateWithCarName(name: string): AppState {
  return {
    language: 'it',
    queries: {
      mutations: [],
      queries: [
        {
          queryKey: ['cars'],
          queryHash: '["cars"]',
          dehydratedAt: 0,
          state: {
            data: { docs: [{ name }] },
            dataUpdateCount: 1,
            dataUpdatedAt: 0,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
    router: { loaderData: { '0': null } },
  }
}

describe('serializeAppState', () => {
  it('leaves no character that could end the script element or open a comment', () => {
    const json = serializeAppState(stateWithCarName(hostileName))

    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
  })

  it('parses back to the same data', () => {
    const state = stateWithCarName(hostileName)

    expect(JSON.parse(serializeAppState(state))).toEqual(state)
  })
})

describe('appStateScript', () => {
  it('holds the whole state inside one non-executable script element', () => {
    const script = appStateScript(stateWithCarName(hostileName))

    expect(script.startsWith('<script type="application/json" id="app-state">')).toBe(true)
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script.match(/<script/g)).toHaveLength(1)
  })
})

describe('receivedAt', () => {
  it('dates the answers the page carries to when the page arrived', () => {
    const rendered = stateWithCarName('Fiat Panda').queries
    const withData = {
      ...rendered,
      queries: rendered.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: 1_000 } })),
    }
    const now = 5_000_000
    const received = receivedAt(withData, now)
    expect(received.queries.map((query) => query.state.dataUpdatedAt)).toEqual([now])
    expect(received.queries[0].state.data).toEqual(withData.queries[0].state.data)
  })

  it('leaves a query that never had data as it was', () => {
    const rendered = stateWithCarName('Fiat Panda').queries
    expect(receivedAt(rendered, 5_000_000).queries[0].state.dataUpdatedAt).toBe(0)
  })
})
