import type { CSSProperties } from 'react'
import type { CarSummary } from '../api/car-cards'
import { CarCard, type CarGridLayout } from './car-card'
import './car-grid.css'

interface CarGridProps {
  cars: CarSummary[]
  /** the whole content width, or the room beside the inventory's filter panel */
  layout?: CarGridLayout
  /** how many of the first cards are likely visible without scrolling */
  eagerCount?: number
}

// Enough to fill the first screen on a wide display; the rest load as they scroll into view.
const defaultEagerCount = 3

export function CarGrid({ cars, eagerCount = defaultEagerCount, layout = 'full' }: CarGridProps) {
  return (
    <ul className="car-grid" data-layout={layout}>
      {cars.map((car, index) => (
        <li key={car.id} className="car-grid__item" style={{ '--card-index': Math.min(index, 5) } as CSSProperties}>
          <CarCard car={car} eager={index < eagerCount} layout={layout} />
        </li>
      ))}
    </ul>
  )
}
