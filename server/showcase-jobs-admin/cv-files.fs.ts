import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileUnder } from '../media/media.public'
import type { CvFiles } from './application-store'

/**
 * The CVs the public form stored (server/storefront/submissions/cv-file-store.fs.ts): `cv_path` is
 * relative to DATA_DIR/uploads. A path that would leave that folder is refused, a missing file is null.
 */
export function fsCvFiles(dataDir: string): CvFiles {
  const root = join(dataDir, 'uploads')
  return {
    async read(cvPath) {
      const path = fileUnder(root, cvPath)
      if (path === null) return null
      try {
        return new Uint8Array(await readFile(path))
      } catch {
        return null
      }
    },
  }
}
