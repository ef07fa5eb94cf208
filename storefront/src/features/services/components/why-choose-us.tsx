import { useTranslation } from 'react-i18next'

export function WhyChooseUs() {
  const { t } = useTranslation('services')

  return (
    <section className="section section--alt" aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title" className="section-title">
          {t('why.title')}
        </h2>
        <ul className="why-list">
          {t('why.items', { returnObjects: true }).map((item) => (
            <li key={item.title} className="why-list__item">
              <h3 className="why-list__title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
