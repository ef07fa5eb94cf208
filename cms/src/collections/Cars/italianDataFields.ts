import { CAR_FIELD_LABELS } from '@autosalone/domain/car-input-schema'
import { emissionsRequiredError } from '@autosalone/domain/car-publication'
import {
  EURO_CLASSES,
  EURO_CLASS_LABELS,
  VAT_REGIMES,
  VAT_REGIME_LABELS,
  selectOptions,
} from '@autosalone/domain/enums'
import { CAR_DETAIL_LIMITS, CAR_ID_LIMITS } from '@autosalone/domain/limits'
import type { Field, NumberField, NumberFieldSingleValidation } from 'payload'

import { isAdminField } from '../../access/isAdmin'
import { contractValidate } from './fields'

type Label = { it: string; en: string }
type DetailField = keyof typeof CAR_DETAIL_LIMITS

/** A figure that may be left empty, with the contract's bounds and messages. */
function detailNumber(
  name: DetailField,
  label: Label,
  description?: Label,
  validate: NumberFieldSingleValidation = contractValidate(name),
): NumberField {
  const { min, max } = CAR_DETAIL_LIMITS[name]
  return { name, type: 'number', label, min, max, validate, ...(description ? { admin: { description } } : {}) }
}

/** Consumption and CO₂: the contract's rules, and required to publish a new or km 0 car. */
function emissionFigure(name: 'consumption' | 'co2', label: Label, description: Label): NumberField {
  const checkValue = contractValidate(name)
  return detailNumber(name, label, description, (value, { data }) => {
    const valueError = checkValue(value)
    if (valueError !== true) return valueError
    // `data` is the whole car as it will be saved; the field's own value may be the console's unsaved one.
    const car = { ...(data as object), ...(value !== undefined ? { [name]: value } : {}) }
    return emissionsRequiredError(name, car) ?? true
  })
}

/**
 * What Italian buyers compare and the law asks for: registration, emissions, technical data,
 * ownership, VAT regime, and the plate and VIN the dealer alone sees. Suitability for new drivers
 * is computed on save (see `markNewDriverSuitability`), never typed.
 */
export const italianDataFields: Field[] = [
  {
    type: 'collapsible',
    label: { it: 'Immatricolazione e storia', en: 'Registration and history' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'firstRegistration',
            type: 'text',
            label: { it: CAR_FIELD_LABELS.firstRegistration, en: 'First registration' },
            maxLength: 7,
            index: true,
            validate: contractValidate('firstRegistration'),
            admin: {
              placeholder: 'AAAA-MM',
              description: { it: 'Mese e anno, es. 2021-03', en: 'Month and year, e.g. 2021-03' },
            },
          },
          detailNumber('previousOwners', { it: 'Proprietari precedenti', en: 'Previous owners' }),
          detailNumber('warrantyMonths', { it: 'Garanzia (mesi)', en: 'Warranty (months)' }),
        ],
      },
      {
        name: 'serviceHistory',
        type: 'checkbox',
        label: { it: CAR_FIELD_LABELS.serviceHistory, en: 'Certified service history' },
        defaultValue: false,
        validate: contractValidate('serviceHistory'),
      },
    ],
  },
  {
    type: 'collapsible',
    label: { it: 'Consumi ed emissioni', en: 'Consumption and emissions' },
    admin: {
      description: {
        it: 'Obbligatori per pubblicare un’auto nuova o km 0 (D.P.R. 84/2003).',
        en: 'Required to publish a new or zero-km car (D.P.R. 84/2003).',
      },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'euroClass',
            type: 'select',
            label: { it: CAR_FIELD_LABELS.euroClass, en: 'Euro class' },
            options: selectOptions(EURO_CLASSES, EURO_CLASS_LABELS),
            index: true,
            validate: contractValidate('euroClass'),
          },
          emissionFigure(
            'consumption',
            { it: 'Consumo combinato', en: 'Combined consumption' },
            { it: 'l/100 km (kWh/100 km se elettrica), WLTP', en: 'l/100 km (kWh/100 km if electric), WLTP' },
          ),
          emissionFigure('co2', { it: 'Emissioni CO₂ (g/km)', en: 'CO₂ emissions (g/km)' }, { it: 'WLTP', en: 'WLTP' }),
          detailNumber(
            'electricRange',
            { it: 'Autonomia (km)', en: 'Range (km)' },
            { it: 'Solo elettriche', en: 'Electric cars only' },
          ),
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: { it: 'Dati tecnici', en: 'Technical data' },
    fields: [
      {
        type: 'row',
        fields: [
          detailNumber('displacement', { it: 'Cilindrata (cm³)', en: 'Displacement (cm³)' }),
          detailNumber('kerbWeight', { it: 'Massa a vuoto (kg)', en: 'Kerb weight (kg)' }),
          detailNumber('doors', { it: 'Porte', en: 'Doors' }),
          detailNumber('seats', { it: 'Posti', en: 'Seats' }),
        ],
      },
      {
        name: 'newDriverSuitable',
        type: 'checkbox',
        label: { it: 'Adatta a neopatentati', en: 'Suitable for new drivers' },
        index: true,
        admin: {
          readOnly: true,
          description: {
            it: 'Calcolato da potenza e massa a vuoto: al massimo 105 kW e 75 kW/t.',
            en: 'Computed from power and kerb weight: at most 105 kW and 75 kW/t.',
          },
        },
      },
    ],
  },
  {
    type: 'collapsible',
    label: { it: 'Prezzo e documenti', en: 'Price and papers' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'vatRegime',
            type: 'select',
            label: { it: CAR_FIELD_LABELS.vatRegime, en: 'VAT regime' },
            options: selectOptions(VAT_REGIMES, VAT_REGIME_LABELS),
            index: true,
            validate: contractValidate('vatRegime'),
          },
          {
            name: 'plate',
            type: 'text',
            label: { it: CAR_FIELD_LABELS.plate, en: 'Plate' },
            maxLength: CAR_ID_LIMITS.plate,
            access: { read: isAdminField },
            validate: contractValidate('plate'),
            admin: { description: { it: 'Visibile solo al concessionario', en: 'Seen by the dealer only' } },
          },
          {
            name: 'vin',
            type: 'text',
            label: { it: CAR_FIELD_LABELS.vin, en: 'VIN' },
            maxLength: CAR_ID_LIMITS.vin,
            access: { read: isAdminField },
            validate: contractValidate('vin'),
            admin: { description: { it: 'Visibile solo al concessionario', en: 'Seen by the dealer only' } },
          },
          {
            name: 'stockNumber',
            type: 'text',
            label: { it: CAR_FIELD_LABELS.stockNumber, en: 'Stock number' },
            maxLength: CAR_ID_LIMITS.stockNumber,
            index: true,
            access: { read: isAdminField },
            validate: contractValidate('stockNumber'),
            admin: {
              description: {
                it: 'Il codice del gestionale; visibile solo al concessionario',
                en: 'The management program’s code; seen by the dealer only',
              },
            },
          },
        ],
      },
    ],
  },
]
