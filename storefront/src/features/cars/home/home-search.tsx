import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { inventorySearchParams, parseInventoryFilters } from '@/features/cars/lib/inventory-filters'
import { yearChoices } from '@/features/cars/lib/year-choices'
import { useInventoryChoices } from '@/features/cars/api/get-inventory-choices'
import { useFormat } from '@/lib/use-format'
import { searchPowers, searchPrices } from './home-search-options'
import { SearchSelect } from './search-select'
import './home-search.css'

function formValues(form: HTMLFormElement): URLSearchParams {
  const values = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values.append(name, value)
  return values
}

/**
 * The home search strip. It is a plain GET form on the inventory, so it works without the
 * script; with it, the address stays free of empty fields. Its makes, models and categories are
 * those of the cars the inventory lists, so every choice finds something.
 */
export function HomeSearch() {
  const { t } = useTranslation(['home', 'cars'])
  const format = useFormat()
  const navigate = useNavigate()
  const { data: choices } = useInventoryChoices()
  const [brand, setBrand] = useState('')
  const models = (brand && choices?.modelsByBrand[brand]) || []
  const any = t('search.any')
  const years = yearChoices().map((year) => ({ value: year, label: String(year) }))
  const prices = searchPrices.map((price) => ({ value: price, label: format.price(price) }))

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = inventorySearchParams(parseInventoryFilters(formValues(event.currentTarget))).toString()
    // Not awaited: a navigation's failure reaches the route's error screen, not this handler.
    void navigate(query ? `${paths.inventory}?${query}` : paths.inventory)
  }

  return (
    <section className="home-search container" aria-labelledby="home-search-title">
      <form className="home-search__form" method="get" action={paths.inventory} onSubmit={search}>
        <h2 id="home-search-title" className="home-search__title">
          {t('search.title')}
        </h2>
        <div className="home-search__fields">
          <SearchSelect
            name="brand"
            label={t('search.brand')}
            anyLabel={any}
            options={(choices?.brands ?? []).map((name) => ({ value: name, label: name }))}
            value={brand}
            onChange={(event) => setBrand(event.target.value)}
          />
          <SearchSelect
            key={brand}
            name="model"
            label={t('search.model')}
            anyLabel={brand ? any : t('search.modelHint')}
            options={models.map((model) => ({ value: model, label: model }))}
            disabled={models.length === 0}
          />
          <SearchSelect
            name="category"
            label={t('search.category')}
            anyLabel={any}
            options={(choices?.categories ?? []).map((category) => ({
              value: category,
              label: t(`cars:category.${category}`),
            }))}
          />
          <SearchSelect
            name="minPower"
            label={t('search.powerFrom')}
            anyLabel={any}
            options={searchPowers.map((cv) => ({ value: cv, label: t('search.power', { cv }) }))}
          />
          <div className="home-search__pair">
            <SearchSelect name="minYear" label={t('search.yearFrom')} anyLabel={any} options={years} />
            <SearchSelect name="maxYear" label={t('search.yearTo')} anyLabel={any} options={years} />
          </div>
          <div className="home-search__pair">
            <SearchSelect name="minPrice" label={t('search.priceFrom')} anyLabel={any} options={prices} />
            <SearchSelect
              name="maxPrice"
              label={t('search.priceMax')}
              anyLabel={t('search.noLimit')}
              options={prices}
            />
          </div>
        </div>
        <button type="submit" className={buttonVariants({ size: 'lg', block: true })}>
          {t('search.submit')}
        </button>
      </form>
    </section>
  )
}
