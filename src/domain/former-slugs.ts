// The public addresses that name a record by its slug, and how an address reads once a former slug is
// replaced by the record's current one (decision 067: a changed slug answers 301, never 404).

export type SlugKind = 'article' | 'product' | 'category' | 'job'
export type SlugRef = { readonly kind: SlugKind; readonly slug: string }

type SlugSlot = { readonly kind: SlugKind }
type Template = readonly (string | SlugSlot)[]
const slot = (kind: SlugKind): SlugSlot => ({ kind })

// Each template is the path's segments: a literal, or the kind of record whose slug stands there.
const TEMPLATES: readonly Template[] = [
  ['produit', slot('product')],
  ['article', slot('article')],
  ['offre-emploi', slot('job')],
  ['categorie-produit', slot('category')],
  ['categorie-produit', slot('category'), slot('category')],
  ['produit', slot('category'), 'subcateg', slot('category')],
]

const segmentsOf = (path: string) => path.split('/').slice(1)

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

type Slot = { readonly index: number; readonly ref: SlugRef }

// The slug slots of the first template the path matches, or null.
function slotsOf(segments: readonly string[]): Slot[] | null {
  for (const template of TEMPLATES) {
    if (template.length !== segments.length) continue
    const slots: Slot[] = []
    const matches = template.every((part, index) => {
      const segment = decoded(segments[index] ?? '')
      if (segment === null || segment === '') return false
      if (typeof part === 'string') return segment === part
      slots.push({ index, ref: { kind: part.kind, slug: segment } })
      return true
    })
    if (matches) return slots
  }
  return null
}

/** The slugs a public path names, in order, or null when the path is not one of those addresses. */
export function slugsInPath(path: string): SlugRef[] | null {
  return slotsOf(segmentsOf(path))?.map((slot) => slot.ref) ?? null
}

/**
 * The same path with each slug replaced by `current(ref)` where it gives one, or null when nothing
 * changes. `current` answers for former slugs only, so a slug still in use is never rewritten.
 */
export function currentPath(path: string, current: (ref: SlugRef) => string | undefined): string | null {
  const segments = segmentsOf(path)
  const slots = slotsOf(segments)
  if (slots === null) return null
  const rewritten = [...segments]
  let changed = false
  for (const { index, ref } of slots) {
    const slug = current(ref)
    if (slug === undefined || slug === ref.slug) continue
    rewritten[index] = encodeURIComponent(slug)
    changed = true
  }
  return changed ? `/${rewritten.join('/')}` : null
}
