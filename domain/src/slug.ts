/** Turns free text into a URL slug: lowercase ASCII words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '')
}

/** The slug a car gets from its name and year, before collisions are resolved. */
export function carSlugBase(name: string, year?: number | null): string {
  const base = slugify([name, year].filter(Boolean).join(' '))
  return base || 'auto'
}

/** The n-th candidate for a slug: base, base-2, base-3, ... */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`
}
