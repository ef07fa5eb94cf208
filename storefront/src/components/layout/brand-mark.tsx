/** The dealership's car emblem; decorative, so the name beside it carries the meaning. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--color-ink)" />
      <path
        d="M12 40l5-12c1-3 3.5-5 7-5h16c3.5 0 6 2 7 5l5 12v6a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2v-2H20v2a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2z"
        fill="var(--color-accent)"
      />
      <path d="M19 36l3.5-8.5c.5-1.2 1.5-1.9 2.8-1.9h13.4c1.3 0 2.3.7 2.8 1.9L45 36z" fill="var(--color-ink)" />
      <circle cx="20" cy="40.5" r="2.6" fill="#fff" />
      <circle cx="44" cy="40.5" r="2.6" fill="#fff" />
    </svg>
  )
}
