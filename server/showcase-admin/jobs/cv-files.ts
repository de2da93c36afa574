import { isSafeKey, type FileStorage } from '../../platform/storage/storage.public'
import type { CvFiles } from './application-store'

/**
 * The CVs the public form stored (server/showcase/submissions/cv-file-store.ts): `cv_path` is a key
 * of the file storage (`applications/…`). A key outside that folder is refused, a missing file is null.
 */
export function storageCvFiles(files: FileStorage): CvFiles {
  return {
    async read(cvPath) {
      if (!isSafeKey(cvPath) || !cvPath.startsWith('applications/')) return null
      return files.get(cvPath)
    },
  }
}
