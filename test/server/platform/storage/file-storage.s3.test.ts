import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBucket, s3FileStorage } from '../../../../server/platform/storage/file-storage.s3'
import type { FileStorage } from '../../../../server/platform/storage/file-storage'
import { startS3Peer, type S3Peer } from '../../../support/s3-peer'
import { fileStorageContract } from './file-storage.contract'

let peer: S3Peer
let storage: FileStorage
beforeAll(async () => {
  peer = await startS3Peer()
  storage = s3FileStorage(peer.settings)
})
afterAll(async () => peer.close())

fileStorageContract('S3 (s3rver)', () => storage)

describe('the S3 adapter', () => {
  // s3rver knows its access key ids but does not check SigV4 signatures (it says so in its source):
  // a wrong key id is what it can refuse, and the adapter must surface that refusal.
  it('surfaces a refusal of the store (unknown access key)', async () => {
    const wrong = s3FileStorage({ ...peer.settings, accessKeyId: 'INCONNU' })
    await expect(wrong.put('media/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/403/)
  })

  it('creates a missing bucket once, and accepts an existing one', async () => {
    const settings = { ...peer.settings, bucket: 'nouveau-bucket' }
    await ensureBucket(settings)
    await ensureBucket(settings)
    await s3FileStorage(settings).put('media/a.pdf', new Uint8Array([37, 80]), 'application/pdf')
    expect(await s3FileStorage(settings).size('media/a.pdf')).toBe(2)
  })
})
