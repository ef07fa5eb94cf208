import { describe, expect, it } from 'vitest'

import { NEW_DRIVER_MAX_KW, NEW_DRIVER_MAX_KW_PER_TONNE, cvToKilowatts, isSuitableForNewDrivers } from './new-driver.ts'

describe('isSuitableForNewDrivers', () => {
  it('uses the thresholds of L. 177/2024', () => {
    expect(NEW_DRIVER_MAX_KW).toBe(105)
    expect(NEW_DRIVER_MAX_KW_PER_TONNE).toBe(75)
  })

  it('accepts up to 105 kW and refuses above it, however heavy the car', () => {
    // 142 CV = 104.44 kW, 143 CV = 105.18 kW
    expect(cvToKilowatts(142)).toBeLessThan(105)
    expect(cvToKilowatts(143)).toBeGreaterThan(105)
    expect(isSuitableForNewDrivers({ power: 142, kerbWeight: 2000 })).toBe(true)
    expect(isSuitableForNewDrivers({ power: 143, kerbWeight: 2000 })).toBe(false)
  })

  it('accepts up to 75 kW per tonne of kerb weight and refuses above it', () => {
    // 100 CV = 73.55 kW: 75 kW/t is reached at 980.67 kg
    expect(isSuitableForNewDrivers({ power: 100, kerbWeight: 981 })).toBe(true)
    expect(isSuitableForNewDrivers({ power: 100, kerbWeight: 980 })).toBe(false)
    // a light city car: 70 CV = 51.5 kW over 700 kg is 73.5 kW/t
    expect(isSuitableForNewDrivers({ power: 70, kerbWeight: 700 })).toBe(true)
    expect(isSuitableForNewDrivers({ power: 70, kerbWeight: 680 })).toBe(false)
  })

  it('is exact at 75 kW per tonne', () => {
    // 75 kW over exactly one tonne
    expect(isSuitableForNewDrivers({ power: 75 / 0.73549875, kerbWeight: 1000 })).toBe(true)
  })

  it('does not know without the power or the kerb weight', () => {
    expect(isSuitableForNewDrivers({ power: 0, kerbWeight: 1200 })).toBeNull()
    expect(isSuitableForNewDrivers({ power: 90, kerbWeight: null })).toBeNull()
    expect(isSuitableForNewDrivers({ power: undefined, kerbWeight: undefined })).toBeNull()
  })
})
