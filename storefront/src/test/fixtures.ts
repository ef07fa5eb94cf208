import type { Car, PaginatedDocs } from '@/features/cars/types'
import type { SiteSettings } from '@/lib/site-settings/types'

export function carFixture(overrides: Partial<Car> = {}): Car {
  return {
    id: 1,
    slug: 'bmw-x3-xdrive20d-2021',
    brand: 'BMW',
    model: 'X3',
    name: 'BMW X3 xDrive20d',
    year: 2021,
    price: 38900,
    priceOnRequest: false,
    mileage: 45000,
    power: 190,
    fuel: 'diesel',
    transmission: 'automatica',
    category: 'suv',
    condition: 'usata',
    colors: ['Nero'],
    color: 'Nero',
    description: 'Tagliandi certificati.',
    features: ['Navigatore'],
    descriptionEn: '',
    featuresEn: [],
    youtubeVideoId: null,
    isAvailable: true,
    status: 'disponibile',
    statusChangedAt: '2026-01-10T09:00:00.000Z',
    soldAt: null,
    priceDrop: null,
    firstRegistration: '2021-03',
    euroClass: 'euro6d',
    consumption: 5.6,
    co2: 147,
    electricRange: null,
    displacement: 1995,
    doors: 5,
    seats: 5,
    kerbWeight: 1790,
    previousOwners: 1,
    serviceHistory: true,
    warrantyMonths: 12,
    vatRegime: 'margine',
    newDriverSuitable: false,
    mainImage: '/uploads/bmw-x3-large.webp',
    images: ['/uploads/bmw-x3-large.webp'],
    thumbnails: ['/uploads/bmw-x3-thumb.webp'],
    photos: [
      {
        id: 11,
        original: '/uploads/bmw-x3.jpg',
        thumbnail: '/uploads/bmw-x3-thumb.webp',
        card: '/uploads/bmw-x3-card.webp',
        large: '/uploads/bmw-x3-large.webp',
        width: 1600,
        height: 1067,
      },
    ],
    selectedMediaIds: [11],
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  }
}

/** A list answer; each car carries its `cover` too, as a list that selects the cards' fields gets it. */
export function carListFixture(cars: Car[]): PaginatedDocs<Car> {
  return {
    docs: cars.map((car) => ({ ...car, cover: car.photos[0] ?? null })),
    totalDocs: cars.length,
    limit: 100,
    page: 1,
    totalPages: 1,
    hasNextPage: false,
    hasPrevPage: false,
    nextPage: null,
    prevPage: null,
  }
}

export const siteSettingsFixture: SiteSettings = {
  dealershipName: 'Autosalone Arda',
  slogan: 'Passione per le auto dal 2014',
  phone: '+39 0523 000 000',
  whatsapp: '+39 333 000 0000',
  email: 'info@example.com',
  address: {
    street: 'Via Emilia 1',
    postalCode: '29017',
    city: "Fiorenzuola d'Arda",
    province: 'PC',
    latitude: 44.9266,
    longitude: 9.9105,
  },
  openingHours: [{ days: 'Lun-Ven', daysEn: 'Mon-Fri', hours: '9:00-19:00' }],
  social: { facebook: 'https://facebook.com/example', instagram: null },
}
