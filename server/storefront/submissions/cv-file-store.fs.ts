import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileUnder, writeFileAtomically } from '../../media/media.public'
import type { CvFileStore } from './submission-repository'

export function applicationsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads', 'applications')
}

export function fsCvFileStore(dir: string): CvFileStore {
  const pathOf = (storedName: string) => {
    const path = fileUnder(dir, storedName)
    if (path === null) throw new Error(`nom de CV refusé : ${storedName}`)
    return path
  }
  return {
    async write(storedName, bytes) {
      const path = pathOf(storedName)
      await writeFileAtomically(path, bytes)
      return path
    },
    async remove(storedName) {
      await rm(pathOf(storedName), { force: true })
    },
  }
}
