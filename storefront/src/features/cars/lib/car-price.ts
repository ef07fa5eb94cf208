import type { Car } from '../types'

/** The price as the site shows it: the amount, or 'Prezzo su richiesta' when the dealer chose so. */
export function carPriceText(
  car: Pick<Car, 'price' | 'priceOnRequest'>,
  formatPrice: (euros: number) => string,
  onRequest: string,
): string {
  return car.priceOnRequest ? onRequest : formatPrice(car.price)
}
