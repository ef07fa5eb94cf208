import type { Car } from '../types'
import { CarCard } from './car-card'
import './car-grid.css'

// Enough to fill the first screen on a wide display; the rest load as they scroll into view.
const eagerCardCount = 3

export function CarGrid({ cars }: { cars: Car[] }) {
  return (
    <ul className="car-grid">
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard car={car} eager={index < eagerCardCount} />
        </li>
      ))}
    </ul>
  )
}
