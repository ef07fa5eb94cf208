/** An open eye, or a struck-through one when `crossed`; decorative, the button names the action. */
export function EyeIcon({ crossed = false }: { crossed?: boolean }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 20 20 4" strokeLinecap="round" />}
    </svg>
  )
}
