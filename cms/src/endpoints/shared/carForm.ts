import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { INVALID_FIELDS_MESSAGE, parseCarInput } from '@autosalone/domain/car-input'
import { BODY_LIMITS } from '../../lib/requestLimits'
import type { CarInput } from '@autosalone/domain/car-input-schema'
import type { Car } from '../../payload-types'
import { readEditedVersion } from './carVersion'
import { invalidInput } from './errorResponse'
import { readRequestBody, type UploadedFile } from './readRequestBody'

export interface CarForm {
  input: CarInput
  /** the `updatedAt` the client edited from (ms), or null when it sent none */
  version: number | null
  /** New photos sent with the form (multipart `images`), in order. */
  photos: UploadedFile[]
}

/** Reads the JSON or multipart car form and validates it; a 400 names every bad field. */
export async function readCarForm(req: PayloadRequest, { partial }: { partial: boolean }): Promise<CarForm> {
  const body = await readRequestBody(req, { maxBytes: BODY_LIMITS.carForm })
  const parsed = parseCarInput(body.fields, { partial })
  if (!parsed.ok) throw invalidInput(parsed.error, parsed.errors)
  const version = readEditedVersion(body.fields)
  if (Number.isNaN(version)) {
    throw invalidInput(INVALID_FIELDS_MESSAGE, [
      { field: 'version', message: 'Versione: deve essere la data di modifica letta con l’auto' },
    ])
  }
  return { input: parsed.value, version, photos: body.files.filter((file) => file.field === 'images') }
}

type CarFields = Partial<Omit<Car, 'id' | 'photos' | 'createdAt' | 'updatedAt'>>

/** The stored fields of the input; the photo order is resolved separately. */
export function carFields(input: CarInput): CarFields {
  const { selectedMediaIds: _selectedMediaIds, existingImages: _existingImages, ...fields } = input
  return fields
}

/** A new car's data; readCarForm has already refused an input without the required fields. */
export function newCarData(input: CarInput, photos: number[]): RequiredDataFromCollectionSlug<'cars'> {
  return { ...carFields(input), photos } as RequiredDataFromCollectionSlug<'cars'>
}
