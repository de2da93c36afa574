import { resolve, sep } from 'node:path'

// Resolves a file name under a root, refusing anything that would leave it (`..`, absolute paths).
// Used for the repository's read-only content images; uploads go through the file storage.
export function fileUnder(root: string, name: string): string | null {
  if (name.includes('\0') || name.includes('\\')) return null
  const base = resolve(root)
  const full = resolve(base, name)
  return full.startsWith(base + sep) ? full : null
}
