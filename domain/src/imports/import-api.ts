import { z } from 'zod'

import { IMPORT_ENUM_FIELDS, IMPORT_FIELDS, MATCH_KEYS } from './import-fields.ts'

/** The bounds of an import: a file's rows and bytes, the photos' archive and its entries. */
export const IMPORT_LIMITS = {
  rows: 5_000,
  columns: 200,
  fileBytes: 20 * 1024 * 1024,
  archiveBytes: 2 * 1024 * 1024 * 1024,
  archiveEntries: 20_000,
  /** distinct values of one column listed in the value table */
  distinctValues: 200,
  /** above this share of the stock, marking the cars missing from the file as sold needs a confirmation */
  massSoldShare: 0.2,
} as const

const columnIndex = z.number().int().min(0).max(IMPORT_LIMITS.columns).nullable()

export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS), columnIndex)

export const importValueMapSchema = z.partialRecord(
  z.enum(IMPORT_ENUM_FIELDS),
  z.record(z.string().max(200), z.string().max(40).nullable()),
)

/** `POST /api/admin/imports/{id}/dry-run` */
export const dryRunBodySchema = z.object({
  mapping: importMappingSchema,
  valueMap: importValueMapSchema.default({}),
  matchBy: z
    .array(z.enum(MATCH_KEYS))
    .min(1)
    .max(3)
    .default([...MATCH_KEYS]),
})
export type DryRunBody = z.infer<typeof dryRunBodySchema>

/** `POST /api/admin/imports/{id}/apply` */
export const applyBodySchema = z.object({
  /** mark as sold the available and reserved cars the file does not list */
  markMissingSold: z.boolean().default(false),
  /** the dealer confirmed marking more than 20 % of the stock as sold */
  confirmMassSold: z.boolean().default(false),
})

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const
export type ImportAction = (typeof IMPORT_ACTIONS)[number]

export const rowVerdictSchema = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  carId: z.number().int().nullable(),
  /** the fields an update changes */
  changes: z.array(z.string()),
  photos: z.number().int(),
  messages: z.array(z.string()),
})
export type RowVerdict = z.infer<typeof rowVerdictSchema>

export const importSummarySchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
  /** cars on offer that the file does not list, and the stock they are part of */
  missing: z.number().int(),
  stock: z.number().int(),
})

export const dryRunAnswerSchema = z.object({
  id: z.number().int(),
  rows: z.array(rowVerdictSchema),
  summary: importSummarySchema,
})
export type DryRunAnswer = z.infer<typeof dryRunAnswerSchema>

/** `POST /api/admin/imports` */
export const uploadAnswerSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  columns: z.array(z.string()),
  suggestedMapping: importMappingSchema,
  valueMap: importValueMapSchema,
  /** every data row, its cells as text */
  rows: z.array(z.array(z.string())),
  /** photos found in the archive, by the VIN, plate or stock code they are named after */
  photos: z.object({ files: z.number().int(), cars: z.number().int() }).nullable(),
})
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>

export const IMPORT_STATUSES = [
  'uploaded',
  'checked',
  'queued',
  'running',
  'done',
  'failed',
  'undoing',
  'undone',
] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export const LOG_ACTIONS = ['create', 'update', 'unchanged', 'error', 'sold'] as const

export const logEntrySchema = z.object({
  row: z.number().int().nullable(),
  action: z.enum(LOG_ACTIONS),
  carId: z.number().int().nullable(),
  messages: z.array(z.string()),
  undone: z.boolean(),
})
export type LogEntry = z.infer<typeof logEntrySchema>

/** `GET /api/admin/imports/{id}` */
export const importStateSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
    sold: z.number().int(),
  }),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  log: z.array(logEntrySchema),
})
export type ImportState = z.infer<typeof importStateSchema>
