import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { comparePath } from '@/features/compare/compare-store'
import { differingRows } from '@/features/compare/differences'
import type { Car } from '@/features/cars/types'
import { useFormat } from '@/lib/use-format'
import { compareRows } from '@/features/cars/compare/compare-rows'

/**
 * The cars side by side: a real table (a screen reader reads each figure with its car and its
 * label), the labels' column and the cars' names kept in view while it scrolls inside its box.
 * A row where the cars differ is marked by colour, by a sign, and in words for screen readers.
 */
export function CompareTable({ cars }: { cars: Car[] }) {
  const { t } = useTranslation(['compare', 'carDetail', 'cars'])
  const format = useFormat()
  const rows = compareRows(cars, t, format)
  const differs = differingRows(rows.map((row) => row.values))
  const slugs = cars.map((car) => car.slug)

  return (
    <div className="compare-table__scroller" tabIndex={0} role="region" aria-labelledby="compare-caption">
      <table className="compare-table" style={{ '--compare-cars': cars.length } as React.CSSProperties}>
        <caption id="compare-caption" className="visually-hidden">
          {t('caption', { names: cars.map((car) => car.name).join(', ') })}
        </caption>
        <thead>
          <tr>
            <td className="compare-table__corner">{t('feature')}</td>
            {cars.map((car) => (
              <th key={car.id} scope="col" className="compare-table__car">
                <Link className="compare-table__name" to={paths.car(car.slug)}>
                  {car.name}
                </Link>
                <Link
                  className="compare-table__remove"
                  to={comparePath(slugs.filter((slug) => slug !== car.slug))}
                  aria-label={t('remove', { name: car.name })}
                >
                  ✕
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.label} className="compare-table__row" data-differs={differs[index] || undefined}>
              <th scope="row">
                {row.label}
                {differs[index] && (
                  <span className="compare-table__differs">
                    <span aria-hidden="true"> ≠</span>
                    <span className="visually-hidden"> ({t('differs')})</span>
                  </span>
                )}
              </th>
              {row.values.map((value, column) => (
                <td key={cars[column].id}>{value ?? t('none')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
