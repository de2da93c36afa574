import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSafeKey } from '../../../../server/platform/storage/file-storage'
import { localFileStorage } from '../../../../server/platform/storage/file-storage.local'
import { fileStorageContract } from './file-storage.contract'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ecrin-files-'))
})
afterAll(async () => rm(root, { recursive: true, force: true }))

fileStorageContract('local disk', () => localFileStorage(root))

describe('the local adapter', () => {
  it('keeps the layout older versions wrote (DATA_DIR/uploads/<key>) and leaves no temporary file', async () => {
    await localFileStorage(root).put('layout/cv-2.pdf', new Uint8Array([1, 2]), 'application/pdf')
    expect(await readdir(join(root, 'layout'))).toEqual(['cv-2.pdf'])
  })
})

describe('the key rule', () => {
  it('never lets a key leave its root', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'media', '..', '.', '', 'x.pdf', '\\', '\0'), { maxLength: 6 }),
        (parts) => {
          const key = parts.join('/')
          if (!isSafeKey(key)) return
          const resolved = join('/root', key)
          expect(resolved.startsWith('/root/')).toBe(true)
          expect(key.split('/')).not.toContain('..')
        },
      ),
    )
  })
})
