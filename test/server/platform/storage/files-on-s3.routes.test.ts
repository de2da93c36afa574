import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobApplications } from '../../../../server/platform/db/schema-showcase-content'
import { media } from '../../../../server/platform/db/schema-showcase'
import { renditionFileName } from '../../../../server/platform/media/media-files'
import { CONTENT_IMAGES_DIR } from '../../../../server/showcase/pages/content-paths'
import { ensureShowcaseMedia } from '../../../../server/platform/startup/ensure-showcase-media'
import { s3FileStorage } from '../../../../server/platform/storage/file-storage.s3'
import { startS3Peer, type S3Peer } from '../../../support/s3-peer'
import { anAdmin } from '../../support/builders'
import { logInShowcaseAdmin } from '../../support/showcase-sessions'
import { aPdf } from '../../showcase/support/cv-fixtures'
import { publishedJobs } from '../../showcase/support/showcase-content'
import { anApplicationForm, postApplication } from '../../showcase/support/submissions'
import { useShowcaseApp } from '../../showcase/support/showcase-test-app'

// The production wiring with every file in an S3-compatible store (a real s3rver peer):
// nothing of the flows below may touch the local disk for an upload (decision 038).
let peer: S3Peer
beforeAll(async () => {
  peer = await startS3Peer('ecrin-files')
})
afterAll(async () => peer.close())
const t = useShowcaseApp({ seed: 'each', storage: () => s3FileStorage(peer.settings) })
const onS3 = () => s3FileStorage(peer.settings)

async function showcaseAdmin() {
  const admin = await anAdmin(t.db, { role: 'vitrine' })
  const { storefront } = await logInShowcaseAdmin(t.app, admin)
  return { Authorization: `Bearer ${storefront.access_token}` }
}

describe('files in an S3-compatible object store', () => {
  it('keeps a CV sent through the public form in the bucket, for the administrator only', async () => {
    const job = publishedJobs()[0]
    const bytes = aPdf()
    const sent = await postApplication(
      t.app,
      job?.slug ?? '',
      anApplicationForm({ bytes, name: 'cv.pdf', type: 'application/pdf' }),
    )
    expect(sent.status).toBe(201)
    const [row] = await t.db.select().from(jobApplications)
    expect(Array.from((await onS3().get(row?.cvPath ?? '')) ?? [])).toEqual(Array.from(bytes))

    const download = await t.app.request(`/storefront-api/admin/applications/${row?.id}/cv`, {
      headers: await showcaseAdmin(),
    })
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes)
    // Never at a public address: /media serves only keys under `media/` (URLs cannot climb out: `..` is
    // resolved by the URL parser before routing, and refused by the route when encoded).
    expect((await t.app.request(`/media/${row?.cvPath}`)).status).toBe(404)
    expect((await t.app.request(`/storefront-api/admin/applications/${row?.id}/cv`)).status).toBe(401)
  })

  it('stores an uploaded image’s sizes and original in the bucket and serves them with a year of cache', async () => {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'coffret.png')
    form.append('alt', 'Un coffret')
    const created = await t.app.request('/storefront-api/admin/media', {
      method: 'POST',
      headers: await showcaseAdmin(),
      body: form,
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const [row] = await t.db.select().from(media).where(eq(media.id, id))
    const name = renditionFileName(row?.key ?? '', 640)
    expect(name).toMatch(/^bibliotheque\/[0-9a-f]{16}-[0-9a-f]{6}-640\.webp$/)
    expect(await onS3().size(`originals/${(row?.source ?? '').slice('upload:'.length)}`)).toBe(png.byteLength)

    const served = await t.app.request(`/media/${name}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640)
  })

  it('renders the seed’s media into an empty bucket once: a second server renders nothing', async () => {
    const first = await ensureShowcaseMedia(t.db, t.files, { imagesDir: CONTENT_IMAGES_DIR }, t.logger)
    expect(first).toBeGreaterThan(0)
    expect(await ensureShowcaseMedia(t.db, onS3(), { imagesDir: CONTENT_IMAGES_DIR }, t.logger)).toBe(0)
  }, 120_000)
})
