import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3Settings } from '../../server/platform/storage/file-storage.s3'

// A real S3-protocol server (s3rver) on a free loopback port, over a temporary folder. Its fixed
// credentials are S3RVER/S3RVER; it checks the SigV4 signature of every request.
export type S3Peer = { settings: S3Settings; close(): Promise<void> }

export async function startS3Peer(bucket = 'ecrin-test'): Promise<S3Peer> {
  const directory = await mkdtemp(join(tmpdir(), 'ecrin-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const address = (await server.run()) as { address: string; port: number }
  return {
    settings: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
