import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { checkedKey, type FileStorage } from './file-storage'

/** The local adapter's root: where uploads have always lived. */
export const uploadsDirectory = (dataDir: string) => join(dataDir, 'uploads')

// The embedded default: files under one folder of the local disk (DATA_DIR/uploads).
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key))
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // Written under a temporary name then renamed: a reader never gets half a file.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, path)
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async size(key) {
      try {
        const info = await stat(pathOf(key))
        return info.isFile() ? info.size : null
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes(String(error.code))
