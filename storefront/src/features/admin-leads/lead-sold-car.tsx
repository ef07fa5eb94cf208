import { Field } from '@/components/ui/field'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CAR_STATUSES, enumLabelKey } from '@autosalone/domain/enums'
import type { CarChoice } from '@autosalone/domain/leads/lead-desk'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { AdminLead } from '@autosalone/domain/leads/admin-lead-answer'
import { useUpdateLead } from './api/update-lead'
import { useCarChoices } from './api/get-car-choices'

/**
 * 'Venduta a questo cliente': the car of the stock this customer bought, found by name or plate,
 * linked to the request; setting the car to sold is offered in the same action.
 */
export function LeadSoldCar({ lead }: { lead: AdminLead }) {
  const { t } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<CarChoice | null>(null)
  const [markSold, setMarkSold] = useState(true)
  const { data: choices } = useCarChoices(query)
  const update = useUpdateLead(lead.id)
  const statusLabel = (status: string) => {
    const known = CAR_STATUSES.find((value) => value === status)
    return known ? tCars(enumLabelKey('status', known)) : status
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!chosen) return
    update.mutate(
      { soldCar: chosen.id, markCarSold: markSold && chosen.status !== 'venduta' },
      { onSuccess: () => (setChosen(null), setQuery('')) },
    )
  }
  return (
    <section className="lead-sold-car" aria-labelledby="lead-sold-car-title">
      <h3 id="lead-sold-car-title" className="lead-activity__title">
        {t('leadDesk.soldCar.title')}
      </h3>
      {lead.soldCar ? (
        <p>
          <Link to={adminPaths.editCar(lead.soldCar.id)}>
            {t('leadDesk.soldCar.linked', { name: lead.soldCar.name })}
          </Link>{' '}
          ({statusLabel(lead.soldCar.status)}){' '}
          <button
            type="button"
            className={buttonVariants({ variant: 'light', size: 'sm' })}
            onClick={() => update.mutate({ soldCar: null })}
          >
            {t('leadDesk.soldCar.unlink')}
          </button>
        </p>
      ) : (
        <p className="admin-hint">{t('leadDesk.soldCar.none')}</p>
      )}
      <form onSubmit={save}>
        <Field label={t('leadDesk.soldCar.search')} id="lead-sold-car-search">
          {(control) => (
            <input
              {...control}
              type="search"
              className="field__control"
              maxLength={60}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </Field>
        {query.trim() && choices && choices.length === 0 && (
          <p className="admin-hint">{t('leadDesk.soldCar.noResults')}</p>
        )}
        {query.trim() && choices && choices.length > 0 && (
          <ul className="lead-sold-car__choices">
            {choices.map((car) => (
              <li key={car.id}>
                <button
                  type="button"
                  aria-pressed={chosen?.id === car.id}
                  aria-label={t('leadDesk.soldCar.choose', { name: car.name })}
                  className={buttonVariants({ variant: chosen?.id === car.id ? 'primary' : 'outline', size: 'sm' })}
                  onClick={() => setChosen(car)}
                >
                  {car.name}
                  {car.plate ? ` · ${car.plate}` : ''} · {statusLabel(car.status)}
                </button>
              </li>
            ))}
          </ul>
        )}
        {chosen && (
          <>
            <p>{t('leadDesk.soldCar.chosen', { name: chosen.name })}</p>
            {chosen.status !== 'venduta' && (
              <label className="lead-filters__mine">
                <input type="checkbox" checked={markSold} onChange={(event) => setMarkSold(event.target.checked)} />{' '}
                {t('leadDesk.soldCar.markSold')}
              </label>
            )}
            <button
              type="submit"
              className={buttonVariants({ variant: 'primary', size: 'sm' })}
              disabled={update.isPending}
            >
              {t('leadDesk.soldCar.save')}
            </button>
          </>
        )}
        <p role="status" className="admin-hint">
          {update.isError ? t('leadDesk.soldCar.saveError') : ''}
        </p>
      </form>
    </section>
  )
}
