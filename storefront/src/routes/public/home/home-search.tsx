import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { buttonVariants } from '../../../components/ui/button'
import { paths } from '../../../config/paths'
import { inventorySearchParams, parseInventoryFilters } from '../../../features/cars/lib/inventory-filters'
import type { Car } from '../../../features/cars/types'
import { formatPrice } from '../../../lib/format'
import { yearChoices } from '../../../features/cars/lib/year-choices'
import { searchBrands, searchCategories, searchPowers, searchPrices } from './home-search-options'
import './home-search.css'

function formValues(form: HTMLFormElement): URLSearchParams {
  const values = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values.append(name, value)
  return values
}

/**
 * The home search strip. It is a plain GET form on the inventory, so it works without the
 * script; with it, the address stays free of empty fields.
 */
export function HomeSearch({ cars }: { cars: Car[] }) {
  const { t } = useTranslation(['home', 'cars'])
  const navigate = useNavigate()
  const [brand, setBrand] = useState('')
  const models = [...new Set(cars.filter((car) => car.brand === brand).map((car) => car.model))].sort()
  const years = yearChoices()

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = inventorySearchParams(parseInventoryFilters(formValues(event.currentTarget))).toString()
    navigate(query ? `${paths.inventory}?${query}` : paths.inventory)
  }

  const yearOptions = years.map((year) => (
    <option key={year} value={year}>
      {year}
    </option>
  ))
  const priceOptions = searchPrices.map((price) => (
    <option key={price} value={price}>
      {formatPrice(price)}
    </option>
  ))

  return (
    <section className="home-search container" aria-labelledby="home-search-title">
      <form className="home-search__form" method="get" action={paths.inventory} onSubmit={search}>
        <h2 id="home-search-title" className="home-search__title">
          {t('search.title')}
        </h2>
        <div className="home-search__fields">
          <label className="field">
            <span className="field__label">{t('search.brand')}</span>
            <select
              className="field__control"
              name="brand"
              value={brand}
              onChange={(event) => setBrand(event.target.value)}
            >
              <option value="">{t('search.any')}</option>
              {searchBrands.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('search.model')}</span>
            <select key={brand} className="field__control" name="model" defaultValue="" disabled={models.length === 0}>
              <option value="">{brand ? t('search.any') : t('search.modelHint')}</option>
              {models.map((model) => (
                <option key={model} value={model}>
                  {model}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('search.category')}</span>
            <select className="field__control" name="category" defaultValue="">
              <option value="">{t('search.any')}</option>
              {searchCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`cars:category.${category}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('search.powerFrom')}</span>
            <select className="field__control" name="minPower" defaultValue="">
              <option value="">{t('search.any')}</option>
              {searchPowers.map((cv) => (
                <option key={cv} value={cv}>
                  {t('search.power', { cv })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('search.yearFrom')}</span>
            <select className="field__control" name="minYear" defaultValue="">
              <option value="">{t('search.any')}</option>
              {yearOptions}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('search.yearTo')}</span>
            <select className="field__control" name="maxYear" defaultValue="">
              <option value="">{t('search.any')}</option>
              {yearOptions}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('search.priceFrom')}</span>
            <select className="field__control" name="minPrice" defaultValue="">
              <option value="">{t('search.any')}</option>
              {priceOptions}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('search.priceMax')}</span>
            <select className="field__control" name="maxPrice" defaultValue="">
              <option value="">{t('search.noLimit')}</option>
              {priceOptions}
            </select>
          </label>
        </div>
        <button type="submit" className={buttonVariants({ size: 'lg', block: true })}>
          {t('search.submit')}
        </button>
      </form>
    </section>
  )
}
