import type { FileStorage } from '../../platform/storage/storage.public'
import type { CvFileStore } from './submission-repository'

// CVs are kept under `applications/` of the file storage (local disk or object store), never under a
// public URL: only the showcase back office's CV route reads them (docs/decisions/038-file-storage.md).
export const cvKey = (storedName: string) => `applications/${storedName}`

export function storageCvFileStore(files: FileStorage): CvFileStore {
  return {
    async write(storedName, bytes, mimeType) {
      const key = cvKey(storedName)
      await files.put(key, bytes, mimeType)
      return key
    },
    async remove(storedName) {
      await files.remove(cvKey(storedName))
    },
  }
}
