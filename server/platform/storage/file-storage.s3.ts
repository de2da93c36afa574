import { AwsClient } from 'aws4fetch'
import { checkedKey, type FileStorage } from './file-storage'

export type S3Settings = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

// Any S3-compatible object store (AWS S3, MinIO, Scaleway, OVH, s3rver in the tests), with path-style
// addresses (`<endpoint>/<bucket>/<key>`), which every one of them accepts. aws4fetch signs each
// request (SigV4) over the platform's fetch: a few KB instead of the AWS SDK's dozens of packages.
export function s3FileStorage(settings: S3Settings): FileStorage {
  const client = clientOf(settings)
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`
  const urlOf = (key: string) => `${base}/${checkedKey(key).split('/').map(encodeURIComponent).join('/')}`
  // The client signs and sends (through the platform's fetch, inside aws4fetch).
  const send = (key: string, init: RequestInit) => client.fetch(urlOf(key), init)
  return {
    async put(key, bytes, contentType) {
      const response = await send(key, {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'Content-Type': contentType },
      })
      await expectOk(response, 'PUT', key)
    },
    async get(key) {
      const response = await send(key, { method: 'GET' })
      if (response.status === 404) return discard(response)
      await expectOk(response, 'GET', key)
      return new Uint8Array(await response.arrayBuffer())
    },
    async size(key) {
      const response = await send(key, { method: 'HEAD' })
      if (response.status === 404) return discard(response)
      await expectOk(response, 'HEAD', key)
      return Number(response.headers.get('Content-Length') ?? 0)
    },
    async remove(key) {
      const response = await send(key, { method: 'DELETE' })
      if (response.status === 404) return void (await discard(response))
      await expectOk(response, 'DELETE', key)
    },
  }
}

// A store that answers 5xx or 429 is tried again a few times (aws4fetch's backoff from 50 ms), not ten.
const clientOf = (settings: S3Settings) =>
  new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 3,
  })

async function discard(response: Response): Promise<null> {
  await response.body?.cancel()
  return null
}

// The store's answer goes to the log, never to a client: it may name the bucket.
async function expectOk(response: Response, method: string, key: string): Promise<void> {
  if (response.ok) {
    if (method !== 'GET') await response.body?.cancel()
    return
  }
  const detail = (await response.text().catch(() => '')).slice(0, 300)
  throw new Error(`stockage S3 : ${method} ${key} → ${response.status} ${detail}`)
}

/** Creates the bucket when it does not exist (first start on an empty store, and the tests). */
export async function ensureBucket(settings: S3Settings): Promise<void> {
  const client = clientOf(settings)
  const url = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`
  const head = await client.fetch(url, { method: 'HEAD' })
  await head.body?.cancel()
  if (head.ok) return
  const created = await client.fetch(url, { method: 'PUT' })
  const text = await created.text().catch(() => '')
  if (!created.ok && !/BucketAlreadyOwnedByYou|BucketAlreadyExists/.test(text)) {
    throw new Error(`stockage S3 : création du bucket impossible → ${created.status} ${text.slice(0, 300)}`)
  }
}
