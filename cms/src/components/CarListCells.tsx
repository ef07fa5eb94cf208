import type React from 'react'

type CarRow = { thumbnails?: string[] | null; name?: string | null }
type CellProps<T> = { cellData?: T; rowData?: CarRow }

const pill = (background: string): React.CSSProperties => ({
  background,
  color: '#fff',
  borderRadius: 999,
  padding: '2px 10px',
  fontSize: 12,
  fontWeight: 600,
  whiteSpace: 'nowrap',
})

/** The cover photo (first photo) in the console's car list, instead of every photo. */
export function CarCoverCell({ rowData }: CellProps<unknown>) {
  const src = rowData?.thumbnails?.[0]
  if (!src) return <span>—</span>
  return (
    <img
      src={src}
      alt={rowData?.name ?? ''}
      width={96}
      height={64}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
    />
  )
}

export function CarPriceCell({ cellData }: CellProps<number>) {
  if (typeof cellData !== 'number') return <span>—</span>
  return (
    <span>
      {new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
        cellData,
      )}
    </span>
  )
}

const statusPills: Record<string, { label: string; background: string }> = {
  disponibile: { label: 'Disponibile', background: '#15803d' },
  prenotata: { label: 'Prenotata', background: '#b45309' },
  venduta: { label: 'Venduta', background: '#b91c1c' },
}

export function CarStatusCell({ cellData }: CellProps<string>) {
  const status = statusPills[cellData ?? '']
  return status ? <span style={pill(status.background)}>{status.label}</span> : <span>—</span>
}
