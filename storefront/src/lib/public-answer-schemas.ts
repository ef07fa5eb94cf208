import { readAnswer } from '@autosalone/domain/answer-contract'
import {
  carCardPageSchema,
  carCardWithBrandPageSchema,
  carChoicesAnswerSchema,
  compareChoicesAnswerSchema,
} from '@autosalone/domain/car-cards'
import { carImagesAnswerSchema, carRecordSchema } from '@autosalone/domain/car-record'
import { siteSettingsAnswerSchema } from '@autosalone/domain/dealer-settings/settings-answer'
import { siteTextsHtmlSchema } from '@autosalone/domain/site-texts'

/**
 * The contract's schemas of the answers the public pages read, by name. Only
 * `read-public-answer.ts` imports this module, and lazily: it is a chunk of its own.
 */
export const publicAnswerSchemas = {
  car: carRecordSchema,
  carImages: carImagesAnswerSchema,
  cardPage: carCardPageSchema,
  cardWithBrandPage: carCardWithBrandPageSchema,
  compareChoices: compareChoicesAnswerSchema,
  inventoryChoices: carChoicesAnswerSchema,
  siteSettings: siteSettingsAnswerSchema,
  siteTexts: siteTextsHtmlSchema,
}

export { readAnswer }
