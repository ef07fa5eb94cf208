import type { ServiceId } from '@autosalone/domain/public-pages'

// One simple line drawing per service, in the icons' 24-unit grid.
const drawings: Record<ServiceId, string> = {
  'vendita-auto':
    'M5 17h14M3 13l2-6c.4-1.2 1.3-2 2.6-2h8.8c1.3 0 2.2.8 2.6 2l2 6v5h-3v-2H6v2H3zM7.5 13.5h.01M16.5 13.5h.01',
  'ricerca-auto': 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM21 21l-5.2-5.2',
  finanziamenti: 'M3 7h18v12H3zM3 11h18M7 15h3',
  'valutazione-auto': 'M12 3v18M5 8h14M5 8l-3 7a4 4 0 0 0 6 0zM19 8l-3 7a4 4 0 0 0 6 0zM8 21h8',
  wrapping:
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
  noleggio: 'M15 7a4 4 0 1 1-3.7 5.5L3 20.8V17h3v-3h3l2.3-2.3A4 4 0 0 1 15 7zM16 10h.01',
}

export function ServiceIcon({ service, size = 28 }: { service: ServiceId; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={drawings[service]} />
    </svg>
  )
}
