import type { CarFields } from '@autosalone/domain/car-input-schema'

/** The Italian data of a demo car: registration, emissions, technical data, ownership, VAT, plate and VIN. */
export type DemoCarDetails = Pick<
  CarFields,
  | 'firstRegistration'
  | 'euroClass'
  | 'consumption'
  | 'co2'
  | 'electricRange'
  | 'displacement'
  | 'doors'
  | 'seats'
  | 'kerbWeight'
  | 'previousOwners'
  | 'serviceHistory'
  | 'warrantyMonths'
  | 'vatRegime'
  | 'plate'
  | 'vin'
>

const now = new Date()

/** `YYYY-MM` of a registration so many years ago in the given month, never later than this month. */
function registered(yearsAgo: number, month: number): string {
  const year = now.getFullYear() - yearsAgo
  const latest = yearsAgo === 0 ? Math.min(month, now.getMonth() + 1) : month
  return `${year}-${String(latest).padStart(2, '0')}`
}

const unregistered = { firstRegistration: null, previousOwners: 0, plate: null, vin: null }
const combustion = { electricRange: null }
const electric = { euroClass: 'na', co2: 0, displacement: null } as const

/** Figures of the makers' catalogues (WLTP, combined), rounded; plates and VINs are made up. */
export const demoCarDetails: Record<string, DemoCarDetails> = {
  'BMW Serie 3 320d Touring M Sport': {
    ...combustion,
    firstRegistration: registered(5, 4),
    euroClass: 'euro6d',
    consumption: 5.1,
    co2: 134,
    displacement: 1995,
    doors: 5,
    seats: 5,
    kerbWeight: 1670,
    previousOwners: 1,
    serviceHistory: true,
    warrantyMonths: 12,
    vatRegime: 'esposta',
    plate: 'GA482KT',
    vin: 'WBA8J11040K734512',
  },
  'BMW iX1 xDrive30 M Sport': {
    ...electric,
    firstRegistration: registered(0, 1),
    consumption: 17.3,
    electricRange: 440,
    doors: 5,
    seats: 5,
    kerbWeight: 2085,
    previousOwners: 1,
    serviceHistory: false,
    warrantyMonths: 24,
    vatRegime: 'esposta',
    plate: 'HB215LM',
    vin: 'WBY11EF0X0S827364',
  },
  'Mercedes-Benz CLE Coupé 220 d Mild Hybrid AMG Line Premium': {
    ...combustion,
    ...unregistered,
    euroClass: 'euro6e',
    consumption: 5.0,
    co2: 131,
    displacement: 1993,
    doors: 2,
    seats: 4,
    kerbWeight: 1790,
    serviceHistory: false,
    warrantyMonths: 24,
    vatRegime: 'esposta',
  },
  'Mercedes-Benz GLC 300 de 4MATIC Plug-in Hybrid AMG Line': {
    ...combustion,
    firstRegistration: registered(2, 6),
    euroClass: 'euro6d',
    consumption: 0.6,
    co2: 16,
    displacement: 1993,
    doors: 5,
    seats: 5,
    kerbWeight: 2370,
    previousOwners: 1,
    serviceHistory: true,
    warrantyMonths: 12,
    vatRegime: 'margine',
    plate: 'GW903ZD',
    vin: 'W1N2539151F928374',
  },
  'Audi A3 Sportback 30 TFSI Business Advanced': {
    ...combustion,
    firstRegistration: registered(1, 11),
    euroClass: 'euro6e',
    consumption: 5.6,
    co2: 127,
    displacement: 999,
    doors: 5,
    seats: 5,
    kerbWeight: 1320,
    previousOwners: 1,
    serviceHistory: false,
    warrantyMonths: 24,
    vatRegime: 'esposta',
    plate: 'HA771RP',
    vin: 'WAUZZZGY4RA018273',
  },
  'Audi A5 Cabriolet 40 TFSI S tronic S line': {
    ...combustion,
    firstRegistration: registered(6, 3),
    euroClass: 'euro6d-temp',
    consumption: 7.0,
    co2: 159,
    displacement: 1984,
    doors: 2,
    seats: 4,
    kerbWeight: 1690,
    previousOwners: 2,
    serviceHistory: true,
    warrantyMonths: 12,
    vatRegime: 'margine',
    plate: 'FY306NS',
    vin: 'WAUZZZF56KN004512',
  },
  'Porsche 911 Carrera S Coupé PDK': {
    ...combustion,
    firstRegistration: registered(5, 9),
    euroClass: 'euro6d-temp',
    consumption: 10.5,
    co2: 239,
    displacement: 2981,
    doors: 2,
    seats: 4,
    kerbWeight: 1515,
    previousOwners: 1,
    serviceHistory: true,
    warrantyMonths: 12,
    vatRegime: 'margine',
    plate: 'GB118HX',
    vin: 'WP0ZZZ99ZLS201846',
  },
  'Porsche Macan 4 Electric': {
    ...electric,
    ...unregistered,
    consumption: 18.9,
    electricRange: 613,
    doors: 5,
    seats: 5,
    kerbWeight: 2405,
    serviceHistory: false,
    warrantyMonths: 24,
    vatRegime: 'esposta',
  },
  'Volkswagen Polo 1.0 TGI Comfortline': {
    ...combustion,
    firstRegistration: registered(7, 5),
    euroClass: 'euro6',
    // A natural-gas car's consumption is in kg/100 km: not a figure the site's l/100 km can show.
    consumption: null,
    co2: 94,
    displacement: 999,
    doors: 5,
    seats: 5,
    kerbWeight: 1185,
    previousOwners: 2,
    serviceHistory: true,
    warrantyMonths: 12,
    vatRegime: 'margine',
    plate: 'FF624CV',
    vin: 'WVWZZZAWZJU093715',
  },
  'Volkswagen ID. Buzz Pro 77 kWh': {
    ...electric,
    ...unregistered,
    consumption: 20.8,
    electricRange: 423,
    doors: 5,
    seats: 5,
    kerbWeight: 2424,
    serviceHistory: false,
    warrantyMonths: 24,
    vatRegime: 'esposta',
  },
  'Ferrari 296 GTB Assetto Fiorano': {
    ...combustion,
    firstRegistration: registered(2, 2),
    euroClass: 'euro6d',
    consumption: 6.4,
    co2: 149,
    displacement: 2992,
    doors: 2,
    seats: 2,
    kerbWeight: 1470,
    previousOwners: 1,
    serviceHistory: true,
    warrantyMonths: 12,
    vatRegime: 'esposta',
    plate: 'GT296FF',
    vin: 'ZFF99SLA0P0287361',
  },
  'Volvo XC60 T6 Plug-in Hybrid AWD Ultimate Dark': {
    ...combustion,
    firstRegistration: registered(3, 7),
    euroClass: 'euro6d',
    consumption: 1.0,
    co2: 22,
    displacement: 1969,
    doors: 5,
    seats: 5,
    kerbWeight: 2120,
    previousOwners: 1,
    serviceHistory: true,
    warrantyMonths: 12,
    vatRegime: 'margine',
    plate: 'GN574EB',
    vin: 'YV1UZL1V1P1204817',
  },
}
