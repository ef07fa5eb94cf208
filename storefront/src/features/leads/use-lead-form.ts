import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { leadSentPath, photosNotKeptIn } from '@autosalone/domain/leads/lead-answer'
import { parseLeadInput } from '@autosalone/domain/leads/lead-input'
import type { LeadType } from '@autosalone/domain/leads/lead-rules'
import { leadSummaryParams } from '@autosalone/domain/leads/lead-summary'
import type { SiteSettings } from '@/lib/site-settings/types'
import { problemsFromAddress, type FormProblems } from './lead-errors'
import { trackLead } from './track-lead'
import { PHOTOS_FIELD, tradeInPhotoProblem } from './trade-in-photos'

export const SUBMIT_PATH = '/api/leads/submit'

export function leadContext(settings: SiteSettings) {
  return {
    openingHours: settings.openingHours ?? [],
    rates: settings.finance ?? { tan: 0, setupFee: 0, instalmentFee: 0 },
    now: new Date(),
  }
}

/** What the form sends: JSON, or a multipart form when the visitor chose photos to go with it. */
function requestBody(
  form: HTMLFormElement,
  fields: Record<string, string>,
  photos: File[],
): { headers: Record<string, string>; body: BodyInit } {
  if (photos.length === 0) return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) }
  return { headers: {}, body: new FormData(form) }
}

/**
 * The script's side of a lead form: the same checks as the server before
 * sending, a JSON post (multipart with photos) of the same fields the plain form
 * sends (the server's stamp among them: how soon a form came back is the
 * server's to judge), then the confirmation page; problems are shown by the
 * fields and the first one gets the focus. Without the script the form posts
 * itself.
 */
export function useLeadForm(type: LeadType, settings: SiteSettings) {
  const location = useLocation()
  const navigate = useNavigate()
  const [problems, setProblems] = useState<FormProblems>(() => problemsFromAddress(location.search, type))
  const [sending, setSending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const form = formRef.current
    if (!form || (problems.fields.length === 0 && !problems.general)) return
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('.lead-form__summary')
    target?.focus()
  }, [problems])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    const entries = [...new FormData(form)]
    const fields = Object.fromEntries(
      entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    // An empty file input still sends a nameless, empty file.
    const photos = entries.flatMap(([name, value]) =>
      name === PHOTOS_FIELD && value instanceof File && value.size > 0 ? [value] : [],
    )
    const checked = parseLeadInput(fields, leadContext(settings))
    const photoProblem = tradeInPhotoProblem(photos)
    const errors = [
      ...checked.errors,
      ...(photoProblem ? [{ field: PHOTOS_FIELD, code: photoProblem, message: photoProblem }] : []),
    ]
    if (errors.length > 0) {
      setProblems({ fields: errors, general: 'summary' })
      return
    }
    setSending(true)
    try {
      const { headers, body } = requestBody(form, fields, photos)
      const response = await fetch(SUBMIT_PATH, {
        method: 'POST',
        headers: { ...headers, Accept: 'application/json' },
        body,
      })
      if (response.ok) {
        trackLead(type)
        const summary = checked.input ? leadSummaryParams(checked.input) : `tipo=${type}`
        void navigate(leadSentPath(summary, photosNotKeptIn(await response.json().catch(() => null))))
        return
      }
      const answer = (await response.json().catch(() => ({}))) as {
        code?: string
        errors?: { field: string; code: string }[]
      }
      if (answer.errors?.length) setProblems({ fields: answer.errors, general: 'summary' })
      else
        setProblems({
          fields: [],
          general: answer.code === 'tooFast' || answer.code === 'tooMany' ? answer.code : 'failed',
        })
    } catch {
      setProblems({ fields: [], general: 'failed' })
    } finally {
      setSending(false)
    }
  }

  return {
    problems,
    sending,
    formRef,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
  }
}
