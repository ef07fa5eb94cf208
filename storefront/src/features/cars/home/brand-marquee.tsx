import { useTranslation } from 'react-i18next'
import './brand-marquee.css'

/** The seven makes of the specification's marquee, as text wordmarks. */
const makes = ['BMW', 'Mercedes-Benz', 'Audi', 'Volvo', 'Volkswagen', 'Porsche', 'Ferrari']

/** The makes scroll by endlessly; a second, hidden copy closes the loop. */
export function BrandMarquee() {
  const { t } = useTranslation('home')

  return (
    <section className="brand-marquee" aria-labelledby="brand-marquee-title">
      <h2 id="brand-marquee-title" className="visually-hidden">
        {t('brands.title')}
      </h2>
      <div className="brand-marquee__track">
        {[false, true].map((isCopy) => (
          <ul key={String(isCopy)} className="brand-marquee__list" aria-hidden={isCopy || undefined}>
            {makes.map((make) => (
              <li key={make} className="brand-marquee__make">
                {make}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  )
}
