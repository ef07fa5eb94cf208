import type { CollectionBeforeValidateHook } from 'payload'

import { carSlugBase, slugCandidate } from '@autosalone/domain/slug'

const MAX_ATTEMPTS = 50

/**
 * Gives a new car a unique slug from its name and year. An existing car keeps
 * its slug when edited, so shared links keep working.
 */
export const assignSlug: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const keptSlug = (originalDoc as { slug?: unknown } | undefined)?.slug
  if (operation === 'update' && typeof keptSlug === 'string' && keptSlug) {
    return { ...data, slug: keptSlug }
  }
  if (typeof data.name !== 'string' || !data.name.trim()) return data

  const base = carSlugBase(data.name, typeof data.year === 'number' ? data.year : null)
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const slug = slugCandidate(base, attempt)
    const { totalDocs } = await req.payload.count({
      collection: 'cars',
      where: { slug: { equals: slug } },
      trash: true,
      req,
    })
    if (totalDocs === 0) return { ...data, slug }
  }
  return { ...data, slug: `${base}-${Date.now().toString(36)}` }
}
