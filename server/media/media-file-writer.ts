import { randomBytes } from 'node:crypto'
import { access, mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'

// Resolves a file name under a root, refusing anything that would leave it (`..`, absolute paths).
export function fileUnder(root: string, name: string): string | null {
  if (name.includes('\0') || name.includes('\\')) return null
  const base = resolve(root)
  const full = resolve(base, name)
  return full.startsWith(base + sep) ? full : null
}

export async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path)
    return true
  } catch {
    return false
  }
}

// Written under a temporary name then renamed: another server process never serves half a file.
export async function writeFileAtomically(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temporary, bytes)
  await rename(temporary, path)
}
