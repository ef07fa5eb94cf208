import { CAR_ENUM_LABELS, CAR_ENUMS, enumLabelKey, type CarEnumField } from '@autosalone/domain/enums'
import { describe, expect, it } from 'vitest'
import enCars from '@/locales/en/cars.json'
import itCars from '@/locales/it/cars.json'

const locales = { it: itCars, en: enCars }

/** The text at a dotted key of a locale file, or undefined. */
function textAt(locale: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale)
}

const values = (Object.keys(CAR_ENUMS) as CarEnumField[]).flatMap((field) =>
  CAR_ENUMS[field].map((value) => [field, value] as const),
)

describe('the labels of the car enumerations', () => {
  it.each(values)('%s %s has a label in both languages, the same the console shows', (field, value) => {
    for (const [language, locale] of Object.entries(locales)) {
      expect(textAt(locale, enumLabelKey(field, value)), language).toBe(
        CAR_ENUM_LABELS[field][value][language as 'it' | 'en'],
      )
    }
  })
})
