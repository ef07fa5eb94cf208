import {
  CONTACT_PREFERENCE_LABELS,
  LEAD_LANGUAGE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_TYPE_LABELS,
} from '@autosalone/domain/leads/lead-labels'

import type { Lead } from '../../../payload-types'
import type { ExportValue } from '../export/carExportColumns'
import { leadView } from './leadQuery'

type LeadRow = ReturnType<typeof leadView>

interface LeadColumn {
  header: string
  value: (lead: LeadRow) => ExportValue
}

/** The request's own data by name: what the visitor's form added to name and contacts. */
function detail(lead: LeadRow, key: string): unknown {
  const details = lead.details
  return details && typeof details === 'object' && !Array.isArray(details) ? details[key] : undefined
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const estimate = (lead: LeadRow, key: string) => {
  const figures = detail(lead, 'estimate')
  return figures && typeof figures === 'object' ? number((figures as Record<string, unknown>)[key]) : null
}
/** `YYYY-MM-DD` as Italy writes a day: `dd/mm/yyyy`. */
const day = (value: unknown): string | null => {
  const iso = text(value)
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : iso
}
const labelOf = <T extends string>(labels: Record<T, { it: string }>, value: T | null | undefined) =>
  value ? (labels[value]?.it ?? value) : null

/**
 * Every field of a request under its Italian name, one column each: the test drive's day and
 * time, the trade-in's car and the finance estimate have columns of their own, empty when the
 * request is of another kind.
 */
export const LEAD_EXPORT_COLUMNS: LeadColumn[] = [
  { header: 'ID', value: (lead) => lead.id },
  { header: 'Ricevuta il', value: (lead) => new Date(lead.createdAt) },
  { header: 'Tipo', value: (lead) => labelOf(LEAD_TYPE_LABELS, lead.type) },
  { header: 'Stato', value: (lead) => labelOf(LEAD_STATUS_LABELS, lead.status) },
  { header: 'Assegnata a', value: (lead) => lead.assignedTo?.name || lead.assignedTo?.username || null },
  { header: 'Nome', value: (lead) => lead.name },
  { header: 'Telefono', value: (lead) => lead.phone ?? null },
  { header: 'E-mail', value: (lead) => lead.email ?? null },
  { header: 'Contatto preferito', value: (lead) => labelOf(CONTACT_PREFERENCE_LABELS, lead.preferredContact) },
  { header: 'Lingua', value: (lead) => labelOf(LEAD_LANGUAGE_LABELS, lead.language) },
  { header: 'Auto', value: (lead) => lead.car?.name ?? null },
  { header: 'Messaggio', value: (lead) => text(lead.message) },
  { header: 'Test drive: giorno', value: (lead) => day(detail(lead, 'date')) },
  { header: 'Test drive: ora', value: (lead) => text(detail(lead, 'time')) },
  { header: 'Permuta: marca', value: (lead) => text(detail(lead, 'make')) },
  { header: 'Permuta: modello', value: (lead) => text(detail(lead, 'model')) },
  { header: 'Permuta: anno', value: (lead) => number(detail(lead, 'year')) },
  { header: 'Permuta: km', value: (lead) => number(detail(lead, 'km')) },
  { header: 'Permuta: alimentazione', value: (lead) => text(detail(lead, 'fuel')) },
  { header: 'Finanziamento: prezzo (€)', value: (lead) => number(detail(lead, 'price')) },
  { header: 'Finanziamento: anticipo (€)', value: (lead) => number(detail(lead, 'downPayment')) },
  { header: 'Finanziamento: importo finanziato (€)', value: (lead) => estimate(lead, 'amountFinanced') },
  { header: 'Finanziamento: mesi', value: (lead) => estimate(lead, 'months') },
  { header: 'Finanziamento: rata mensile (€)', value: (lead) => estimate(lead, 'monthlyInstalment') },
  { header: 'Finanziamento: TAN (%)', value: (lead) => estimate(lead, 'tan') },
  { header: 'Finanziamento: TAEG (%)', value: (lead) => estimate(lead, 'taeg') },
  { header: 'Finanziamento: totale dovuto (€)', value: (lead) => estimate(lead, 'totalOwed') },
  { header: 'Consenso marketing', value: (lead) => Boolean(lead.consents.marketing) },
  { header: 'Note', value: (lead) => text(lead.notes) },
]

/** A stored request as the row of values the export writes. */
export const leadExportRow = (lead: Lead): ExportValue[] =>
  LEAD_EXPORT_COLUMNS.map((column) => column.value(leadView(lead)))
