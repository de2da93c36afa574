// The showcase's slugs (decisions §6: categories, products, jobs, blog): lowercase ASCII words joined
// by single hyphens, as they appear in the spec's routes (/produit/{slug}, /article/{slug}).

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// Longer than any real title makes; a cap keeps a crafted URL from reaching the database.
export const MAX_SLUG_LENGTH = 200

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value)
}

/**
 * A slug made from a title (`Coffrets & étuis` -> `coffrets-etuis`): accents folded, every run of other
 * characters one hyphen, trimmed to the maximum length. Empty when the title has no letter or digit.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return words.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '')
}
