import { Field } from '@/components/ui/field'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router-dom'
import { slugListParam } from '@autosalone/domain/slug-list'
import { useCompareChoices } from './compare-choices'

/** The query parameter of the car to add; the route's loader folds it into `auto`. */
export const addParam = 'aggiungi'

/**
 * 'Aggiungi un'auto al confronto': a plain GET form, so a visitor without the app builds the
 * comparison from the car page's link; the loader answers with the address that lists the car.
 */
export function CompareAdd({ slugs, action }: { slugs: string[]; action: string }) {
  const { t } = useTranslation('compare')
  const { data: choices = [] } = useCompareChoices()
  const offered = choices.filter((choice) => !slugs.includes(choice.slug))
  if (offered.length === 0) return null

  return (
    <Form method="get" action={action} className="compare-add">
      {slugs.length > 0 && <input type="hidden" name="auto" value={slugListParam(slugs)} />}
      <Field label={t('add.label')} id="compare-add-car" labelClassName="">
        {(control) => (
          <div className="compare-add__row">
            <select {...control} name={addParam} required defaultValue="">
              <option value="" disabled>
                {t('add.placeholder')}
              </option>
              {offered.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.name}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--outline">
              {t('add.submit')}
            </button>
          </div>
        )}
      </Field>
    </Form>
  )
}
