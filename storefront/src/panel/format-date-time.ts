/** `2026-11-21T10:05:00Z` → `21/11/2026, 11:05` in Italian, the local time of the device. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date)
}
