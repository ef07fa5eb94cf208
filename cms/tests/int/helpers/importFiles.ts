import zlib from 'node:zlib'
import ExcelJS from 'exceljs'
import iconv from 'iconv-lite'
import sharp from 'sharp'

/** A CSV as Italian Excel saves it: semicolons, Windows-1252, CRLF. */
export function windows1252Csv(rows: string[][]): Buffer {
  const quote = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
  return iconv.encode(rows.map((row) => row.map(quote).join(';')).join('\r\n') + '\r\n', 'win1252')
}

/** A CSV in UTF-8 with commas, as exported by a portal. */
export function utf8Csv(rows: string[][]): Buffer {
  const quote = (value: string) => (/[,"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
  return Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\n') + '\n', 'utf8')
}

/** An .xlsx workbook with one sheet; numbers and dates stay typed cells. */
export async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Parco auto')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

export interface ZipEntry {
  name: string
  data: Buffer
  /** stored (0) or deflated (8) */
  method?: 0 | 8
  /** the size the entry claims to inflate to, when it should lie */
  declaredSize?: number
}

/** A ZIP archive written by hand (local headers, data, central directory, end record). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const method = entry.method ?? 0
    const body = method === 8 ? zlib.deflateRawSync(entry.data) : entry.data
    const name = Buffer.from(entry.name, 'utf8')
    const crc = zlib.crc32(entry.data)
    const size = entry.declaredSize ?? entry.data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, body)
    centrals.push(central, name)
    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A small real JPEG of one colour, different for each `seed`. */
export function photo(seed: number, width = 64): Promise<Buffer> {
  const channel = (shift: number) => (seed * 53 + shift) % 256
  return sharp({
    create: {
      width,
      height: Math.round((width * 3) / 4),
      channels: 3,
      background: { r: channel(0), g: channel(85), b: channel(170) },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** The multipart form of an import: the file, and the photos' archive when there is one. */
export function importForm(file: { name: string; data: Buffer }, photos?: Buffer): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)]), file.name)
  if (photos) form.append('photos', new Blob([new Uint8Array(photos)], { type: 'application/zip' }), 'foto.zip')
  return form
}
