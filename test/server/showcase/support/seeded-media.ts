// The seed keys its media by content (decision 038): `<content key>-<hash of 8 hex>`, then the width or
// the extension. These patterns say "the seed's file for this content key", whatever its hash.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export const seededKey = (key: string | undefined) => new RegExp(`^${escape(key ?? '?')}-[0-9a-f]{8}$`)

export const seededImage = (key: string | undefined, width: number, origin = '') =>
  new RegExp(`^${escape(origin)}/media/${escape(key ?? '?')}-[0-9a-f]{8}-${width}\\.webp$`)

export const seededDocument = (key: string | undefined) =>
  new RegExp(`^/media/${escape((key ?? '?').replace(/\.pdf$/, ''))}-[0-9a-f]{8}\\.pdf$`)
