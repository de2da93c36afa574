// The showcase's slugs (decisions §6: categories, products, jobs, blog): lowercase ASCII words joined
// by single hyphens, as they appear in the spec's routes (/produit/{slug}, /article/{slug}).

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// Longer than any real title makes; a cap keeps a crafted URL from reaching the database.
export const MAX_SLUG_LENGTH = 200

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value)
}
