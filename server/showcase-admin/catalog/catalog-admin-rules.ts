import { CATALOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import type { CatalogChecks } from './catalog-admin-store'

// Checks shared by the catalogue's writes, each adding its field errors so that the form shows them
// all at once.

export type Errors = Record<string, string>

/**
 * The slug to store: the one typed, or one made from the name (src/domain/slug.ts); a clash with
 * another record of the family, or a name without any letter, is an error on `slug`.
 */
export async function resolveSlug(
  checks: CatalogChecks,
  errors: Errors,
  target: {
    family: 'category' | 'product' | 'attribute'
    typed: string | null
    name: string
    exceptId: number | null
  },
): Promise<string> {
  const slug = target.typed ?? slugify(target.name)
  if (slug === '') errors.slug = M.slugFromName
  else if (await checks.slugTaken(target.family, slug, target.exceptId)) errors.slug = M.slugTaken
  return slug
}

/** Each named field whose media id is not an image of the library gets an error. */
export async function checkImages(checks: CatalogChecks, errors: Errors, fields: Record<string, number | null>) {
  const unknown = await checks.unknownImages(Object.values(fields))
  for (const [name, id] of Object.entries(fields)) if (id !== null && unknown.has(id)) errors[name] = M.imageUnknown
}

export const hasErrors = (errors: Errors) => Object.keys(errors).length > 0
