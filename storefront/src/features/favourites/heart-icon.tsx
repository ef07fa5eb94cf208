/** A heart, filled when the car is a favourite; decorative, the button's name says it. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className="heart-icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.4-9.3C1.3 8 3.2 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5h2c.7-1.3 2.2-2.5 4.3-2.5 3.5 0 5.4 3.5 4.1 6.7-1.9 4.7-9.4 9.3-9.4 9.3z" />
    </svg>
  )
}
