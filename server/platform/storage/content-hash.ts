import { createHash } from 'node:crypto'

// Public file names carry a hash of their bytes: a new content is a new URL, so every served name
// may be cached for a year (docs/decisions/038-file-storage.md).
export function contentHash(bytes: Uint8Array, length = 16): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, length)
}
