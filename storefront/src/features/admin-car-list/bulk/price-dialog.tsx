import { Field } from '@/components/ui/field'
import { useId, useState } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useFormat } from '@/lib/use-format'
import { changedPrice, type PriceChange } from '@autosalone/domain/admin-car-list/bulk-action'
import type { AdminCarRow } from '@autosalone/domain/admin-car-list/list-answer'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { readPriceChange, type Direction } from './price-change-input'

interface PriceDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  cars: AdminCarRow[]
  onApply: (change: PriceChange) => void
}

/** 'Cambia prezzo': up or down, by euros or a percentage, with one car's new price as an example. */
export function PriceDialog({ open, onOpenChange, cars, onApply }: PriceDialogProps) {
  const { t } = useAdminTranslation()
  const format = useFormat()
  const valueId = useId()
  const [direction, setDirection] = useState<Direction>('up')
  const [kind, setKind] = useState<PriceChange['kind']>('percent')
  const [typed, setTyped] = useState('')
  const change = readPriceChange(kind, direction, typed)
  const priced = cars.filter((car) => !car.priceOnRequest)
  const example = priced[0]
  const onRequest = cars.length - priced.length

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bulk.priceTitle', { count: cars.length })}
      closeLabel={t('common.close')}
    >
      <form
        className="admin-bulk-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (!change) return
          onOpenChange(false)
          onApply(change)
        }}
      >
        <fieldset className="admin-bulk-form__choices">
          <legend className="field__label">{t('bulk.direction')}</legend>
          {(['up', 'down'] as const).map((choice) => (
            <label key={choice} className="admin-chip-choice">
              <input
                type="radio"
                name="direction"
                checked={direction === choice}
                onChange={() => setDirection(choice)}
              />
              <span>{t(`bulk.directions.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="admin-bulk-form__choices">
          <legend className="field__label">{t('bulk.kind')}</legend>
          {(['percent', 'amount'] as const).map((choice) => (
            <label key={choice} className="admin-chip-choice">
              <input type="radio" name="kind" checked={kind === choice} onChange={() => setKind(choice)} />
              <span>{t(`bulk.kinds.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
        <Field
          label={t(kind === 'percent' ? 'bulk.percentValue' : 'bulk.amountValue')}
          id={valueId}
          error={typed.trim() && !change && t(`bulk.invalid.${kind}`)}
        >
          {(control) => (
            <input
              {...control}
              className="field__control"
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <p className="admin-bulk-form__preview" aria-live="polite">
          {example && change
            ? t('bulk.example', {
                name: example.name,
                from: format.price(example.price),
                to: format.price(changedPrice(example.price, change)),
              })
            : t('bulk.exampleHint')}
        </p>
        {onRequest > 0 && <p className="admin-bulk-form__note">{t('bulk.onRequestLeft', { count: onRequest })}</p>}
        <div className="admin-confirm__actions">
          <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={!change || !example}>
            {t('bulk.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
