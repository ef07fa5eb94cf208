import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { CONTACT_PREFERENCES, HONEYPOT_FIELD, LEAD_LIMITS, type LeadType } from '@autosalone/domain/leads/lead-rules'
import { leadFormId } from '@autosalone/domain/leads/form-stamp'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { SiteSettings } from '@/lib/site-settings/types'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { problemOf, type FormProblems } from './lead-errors'
import { Field } from '@/components/ui/field'
import { useLeadField } from './use-lead-field'
import { useReturnedFields } from './returned-fields'
import { SUBMIT_PATH, useLeadForm } from './use-lead-form'
import './leads.css'

interface LeadFormProps {
  type: LeadType
  settings: SiteSettings
  car?: { id: number; name: string }
  /** the fields of this kind of request, given the problems to show by them */
  children?: (problems: FormProblems) => ReactNode
  /** values the form sends without showing them (the finance estimate's figures) */
  hidden?: Record<string, string | number>
  defaultMessage?: string
  messageRequired?: boolean
  messageLabel?: string
  /** the form carries files (trade-in photos), so it posts itself as multipart */
  withFiles?: boolean
  /** a title other than the kind's own ('Avvisami se torna disponibile') */
  title?: string
  /** inside a disclosure whose summary already shows the title: the heading stays for screen readers only */
  headingHidden?: boolean
}

/**
 * A request to the dealer: a plain form that posts itself (and is answered
 * with a redirect) without the page's script, and is checked and sent by the
 * script when it runs. Contact, consents and the honeypot are the same for
 * every kind of request.
 */
export function LeadForm({
  type,
  settings,
  car,
  children,
  hidden = {},
  defaultMessage,
  messageRequired,
  messageLabel,
  withFiles,
  title,
  headingHidden,
}: LeadFormProps) {
  const { t, i18n } = useTranslation('leads')
  const location = useLocation()
  // The browser's own checks until the app runs the form, then the app's messages.
  const enhanced = useIsHydrated()
  const { problems, sending, formRef, onSubmit } = useLeadForm(type, settings)
  // The server adds its stamp of when it sent the page to the form by this id (`form-stamp.ts`).
  const formId = leadFormId(type)
  const problem = (field: string) => problemOf(problems, field)
  const field = useLeadField()
  // Refused without the script, the form comes back as the visitor filled it.
  const returned = useReturnedFields(type)

  return (
    <form
      ref={formRef}
      id={formId}
      className="lead-form"
      method="post"
      action={SUBMIT_PATH}
      encType={withFiles ? 'multipart/form-data' : undefined}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className={headingHidden ? 'visually-hidden' : 'lead-form__title'}>
        {title ?? t(`forms.${type}.title`)}
      </h2>
      {problems.general && (
        <p className="lead-form__summary" role="alert" tabIndex={-1}>
          {t(`errors.${problems.general}` as 'errors.summary')}
        </p>
      )}
      <input type="hidden" name="type" value={type} />
      {car && <input type="hidden" name="car" value={car.id} />}
      <input type="hidden" name="page" value={location.pathname} />
      <input type="hidden" name="language" value={i18n.language} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="lead-form__honeypot" aria-hidden="true">
        <label>
          {t('fields.honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      {children?.(problems)}

      <Field label={t('fields.name')} {...field(problem('name'), true)}>
        {(control) => (
          <input
            {...control}
            name="name"
            required
            className="field__control"
            type="text"
            autoComplete="name"
            defaultValue={returned?.name}
            maxLength={LEAD_LIMITS.nameChars}
          />
        )}
      </Field>
      <div className="lead-form__row">
        <Field label={t('fields.phone')} hint={t('fields.contactHint')} {...field(problem('phone'))}>
          {(control) => (
            <input
              {...control}
              name="phone"
              className="field__control"
              type="tel"
              autoComplete="tel"
              defaultValue={returned?.phone}
              maxLength={LEAD_LIMITS.phoneChars}
            />
          )}
        </Field>
        <Field label={t('fields.email')} {...field(problem('email'))}>
          {(control) => (
            <input
              {...control}
              name="email"
              className="field__control"
              type="email"
              autoComplete="email"
              defaultValue={returned?.email}
              maxLength={LEAD_LIMITS.emailChars}
            />
          )}
        </Field>
      </div>
      <fieldset className="lead-form__choices">
        <legend className="field__label">{t('fields.preferredContact')}</legend>
        {CONTACT_PREFERENCES.map((preference, index) => (
          <label key={preference} className="lead-form__choice">
            <input
              type="radio"
              name="preferredContact"
              value={preference}
              defaultChecked={returned ? returned.preferredContact === preference : index === 0}
            />
            {t(`fields.preferred.${preference}`)}
          </label>
        ))}
      </fieldset>
      <Field label={messageLabel ?? t('fields.message')} {...field(problem('message'), messageRequired)}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            required={messageRequired}
            className="field__control"
            rows={4}
            maxLength={LEAD_LIMITS.messageChars}
            defaultValue={returned ? returned.message : defaultMessage}
          />
        )}
      </Field>

      <div className={problem('privacy') ? 'lead-form__consent lead-field--invalid' : 'lead-form__consent'}>
        <input
          id={`${formId}-privacy`}
          type="checkbox"
          name="privacy"
          required
          defaultChecked={returned?.privacy !== undefined}
          {...(problem('privacy') ? { 'aria-invalid': true, 'aria-describedby': `${formId}-privacy-error` } : {})}
        />
        <label htmlFor={`${formId}-privacy`}>
          {t('consents.privacyBefore')}
          <Link to={paths.privacyPolicy}>{t('consents.privacyLink')}</Link>
          {t('consents.privacyAfter')}
        </label>
        {problem('privacy') && (
          <p className="lead-field__error" id={`${formId}-privacy-error`}>
            {t('errors.privacyRequired')}
          </p>
        )}
      </div>
      <div className="lead-form__consent">
        <input
          id={`${formId}-marketing`}
          type="checkbox"
          name="marketing"
          defaultChecked={returned?.marketing !== undefined}
        />
        <label htmlFor={`${formId}-marketing`}>{t('consents.marketing')}</label>
      </div>
      <button type="submit" className={buttonVariants({ variant: 'primary', size: 'lg' })} disabled={sending}>
        {sending ? t('sending') : t(`forms.${type}.submit`)}
      </button>
    </form>
  )
}
