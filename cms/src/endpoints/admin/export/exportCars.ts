import { PassThrough, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import ExcelJS from 'exceljs'
import type { Endpoint, PayloadRequest } from 'payload'

import { recordAudit } from '../../../audit/recordAudit'
import { carPages } from '../../../feeds/feedCars'
import { answerErrorsAsJson } from '../../shared/errorResponse'
import { requireAdmin } from '../../shared/requireAdmin'
import { CAR_EXPORT_COLUMNS, csvText, formulaSafe, italianWallClock, type ExportValue } from './carExportColumns'

const siteUrl = () => process.env.SITE_URL ?? 'http://localhost'

/** Every car the dealer has (sold ones too, not the trash), a page at a time, as rows of values. */
async function* carRows(req: PayloadRequest): AsyncGenerator<ExportValue[]> {
  for await (const cars of carPages(req.payload, { req })) {
    for (const car of cars) yield CAR_EXPORT_COLUMNS.map((column) => column.value(car, siteUrl()))
  }
}

function download(body: Readable, type: string, fileName: string): Response {
  return new Response(Readable.toWeb(body) as unknown as ReadableStream, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** GET /api/admin/export/cars.csv: the catalogue for Italian Excel (`;`, BOM, decimal comma, local dates). */
export const exportCarsCsv: Endpoint = {
  path: '/admin/export/cars.csv',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    await recordAudit(req, { action: 'exports.cars', details: { format: 'csv' } })
    async function* records() {
      yield CAR_EXPORT_COLUMNS.map((column) => column.header)
      for await (const row of carRows(req)) yield row.map(csvText)
    }
    const source = Readable.from(records())
    const csv = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' })
    source.on('error', (error) => csv.destroy(error))
    return download(source.pipe(csv), 'text/csv; charset=utf-8', 'parco-auto.csv')
  }),
}

/** A value as an XLSX cell: numbers and dates typed, text made formula-safe. */
function xlsxCell(value: ExportValue): string | number | Date | null {
  if (value === null || value === '') return null
  if (typeof value === 'boolean') return value ? 'sì' : 'no'
  if (value instanceof Date) return italianWallClock(value)
  return typeof value === 'number' ? value : formulaSafe(value)
}

/** Writes the workbook row by row into `out`, so the whole file is never in memory at once. */
async function writeWorkbook(req: PayloadRequest, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('Parco auto', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = CAR_EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    width: Math.min(40, Math.max(12, column.header.length + 2)),
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  for await (const row of carRows(req)) {
    const added = sheet.addRow(row.map(xlsxCell))
    added.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy hh:mm'
    })
    added.commit()
  }
  sheet.commit()
  await workbook.commit()
}

/** GET /api/admin/export/cars.xlsx: the same catalogue as an Excel workbook. */
export const exportCarsXlsx: Endpoint = {
  path: '/admin/export/cars.xlsx',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    await recordAudit(req, { action: 'exports.cars', details: { format: 'xlsx' } })
    const out = new PassThrough()
    writeWorkbook(req, out).catch((error: unknown) => {
      req.payload.logger.error({ err: error, msg: 'Car export failed' })
      out.destroy(error instanceof Error ? error : new Error(String(error)))
    })
    return download(out, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'parco-auto.xlsx')
  }),
}
