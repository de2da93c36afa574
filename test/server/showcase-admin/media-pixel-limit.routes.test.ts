import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { media } from '../../../server/platform/db/schema-showcase'
import { IMAGE_TOO_MANY_PIXELS } from '../../../src/domain/media-limits'
import { pngClaimingSize } from '../../support/png-claiming-size'
import { anAdmin } from '../support/builders'
import { logInShowcaseAdmin } from '../support/showcase-sessions'
import { useShowcaseApp } from '../showcase/support/showcase-test-app'
import { answer } from './support/home-fixtures'

// The media library's pixel limit (src/domain/media-limits.ts): stated, and told as such.
const t = useShowcaseApp({ seed: 'none' })

async function uploader() {
  const admin = await anAdmin(t.db, { role: 'vitrine' })
  const { storefront } = await logInShowcaseAdmin(t.app, admin)
  return (bytes: Uint8Array) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'grande.png')
    form.append('alt', 'Une grande image')
    return t.app.request('/storefront-api/admin/media', {
      method: 'POST',
      headers: { Authorization: `Bearer ${storefront.access_token}` },
      body: form,
    })
  }
}

const aPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .png()
    .toBuffer()

describe('the media library’s pixel limit', () => {
  it('refuses a canvas above 64 megapixels with its own message, saving nothing', async () => {
    const upload = await uploader()
    const bomb = pngClaimingSize(await aPng(4, 4), 9000, 9000)
    expect(await answer(await upload(bomb), 422)).toMatchObject({ fields: { file: IMAGE_TOO_MANY_PIXELS } })
    expect(await t.db.select().from(media)).toHaveLength(0)
  })

  it('accepts an 8000 × 8000 PNG', async () => {
    const upload = await uploader()
    expect(await answer(await upload(await aPng(8000, 8000)), 201)).toMatchObject({ kind: 'image' })
  })
})
