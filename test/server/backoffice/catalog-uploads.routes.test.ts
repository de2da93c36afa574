import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandUseCases } from '../../../server/backoffice/catalog/brand.use-cases'
import { drizzleBrandStore } from '../../../server/backoffice/catalog/brand-store.drizzle'
import { sharpCatalogImages } from '../../../server/backoffice/catalog/catalog-images.sharp'
import { productUseCases } from '../../../server/backoffice/catalog/product.use-cases'
import { drizzleProductStore } from '../../../server/backoffice/catalog/product-store.drizzle'
import { localFileStorage, uploadsDirectory } from '../../../server/platform/storage/storage.public'
import { MAX_CATALOG_IMAGE_BYTES } from '../../../src/contract/backoffice/brands'
import { IMAGE_TOO_MANY_PIXELS } from '../../../src/domain/media-limits'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { pngClaimingSize } from '../../support/png-claiming-size'
import { aBrand, anAdmin, aShop } from '../support/builders'
import { aProduct } from '../support/portal-builders'
import { adminToken, shopToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
let dataDir = ''
let app: ReturnType<typeof t.appWith>

// The production wiring, with the uploads under a throw-away data folder.
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ecrin-catalog-uploads-'))
  const files = localFileStorage(uploadsDirectory(dataDir))
  app = t.appWith((deps) => {
    const images = sharpCatalogImages(files)
    const brands = brandUseCases({ store: drizzleBrandStore(t.db), images, clock: t.clock })
    const products = productUseCases({ store: drizzleProductStore(t.db), images, clock: t.clock })
    const backoffice = {
      ...deps.portal.backoffice,
      backofficeCatalog: { ...deps.portal.backoffice.backofficeCatalog, brands, products },
    }
    return { ...deps, portal: { ...deps.portal, backoffice }, showcase: { ...deps.showcase, files } }
  })
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer()

async function upload(
  path: string,
  bytes: Uint8Array | null,
  options: { token?: string; version?: string; name?: string } = {},
) {
  const form = new FormData()
  if (bytes !== null)
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), options.name ?? 'logo.png')
  if (options.version !== undefined) form.append('version', options.version)
  const headers: Record<string, string> =
    options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }
  return app.request(`/portal-api${path}`, { method: 'POST', headers, body: form })
}

async function setUp() {
  const admin = await anAdmin(t.db, { role: 'admin' })
  return { token: await adminToken(t, admin.id), brand: await aBrand(t.db) }
}

describe('POST /admin/brands/{id}/logo', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'accepts a %s, stores it as WebP, serves it and records the change',
    async (format) => {
      const { token, brand } = await setUp()
      const response = await upload(`/admin/brands/${brand.id}/logo`, await picture(format), { token })
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body).toMatchObject({ id: brand.id, version: 2 })
      expect(body.logo_url).toMatch(/^\/media\/catalogue\/brands\/\d+-[0-9a-f]{16}-[0-9a-f]{6}\.webp$/)
      const served = await app.request(body.logo_url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 32 })
      const history = await (
        await app.request(`/portal-api/admin/audit?entity=brand&entity_id=${brand.id}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()
      expect(history[0]).toMatchObject({ action: 'logo', after: { logoUrl: body.logo_url } })
    },
  )

  it('replaces the previous file when a new logo is sent', async () => {
    const { token, brand } = await setUp()
    const first = await (await upload(`/admin/brands/${brand.id}/logo`, await picture('png'), { token })).json()
    const second = await (await upload(`/admin/brands/${brand.id}/logo`, await picture('jpeg'), { token })).json()
    expect(second.logo_url).not.toBe(first.logo_url)
    expect((await app.request(first.logo_url)).status).toBe(404)
    expect((await app.request(second.logo_url)).status).toBe(200)
  })

  it('refuses a GIF, a text file named .png and a broken image with a field error', async () => {
    const { token, brand } = await setUp()
    const fakePng = new TextEncoder().encode('#!/bin/sh\necho bonjour\n')
    const brokenPng = (await picture('png')).subarray(0, 60)
    const storedLogos = () =>
      readdir(join(uploadsDirectory(dataDir), 'media', 'catalogue', 'brands')).catch(() => [] as string[])
    const before = await storedLogos()
    for (const [bytes, message] of [
      [await picture('gif'), CATALOG_MESSAGES.imageType],
      [fakePng, CATALOG_MESSAGES.imageType],
      [brokenPng, CATALOG_MESSAGES.imageUnreadable],
    ] as const) {
      const response = await upload(`/admin/brands/${brand.id}/logo`, bytes, { token })
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ message: BACKOFFICE_MESSAGES.invalidForm, fields: { file: message } })
    }
    expect(await storedLogos()).toEqual(before)
  })

  it('refuses an image over 2 MB: 422 just above, 413 far above', async () => {
    const { token, brand } = await setUp()
    const png = await picture('png')
    const justAbove = new Uint8Array(MAX_CATALOG_IMAGE_BYTES + 1)
    justAbove.set(png)
    const refused = await upload(`/admin/brands/${brand.id}/logo`, justAbove, { token })
    expect(refused.status).toBe(422)
    expect((await refused.json()).fields).toEqual({ file: CATALOG_MESSAGES.imageTooLarge })
    const farAbove = await upload(`/admin/brands/${brand.id}/logo`, new Uint8Array(3 * 1024 * 1024), { token })
    expect(farAbove.status).toBe(413)
  })

  it('accepts an 8000 × 8000 PNG, and refuses a larger canvas by its pixel limit, not as unreadable', async () => {
    const { token, brand } = await setUp()
    const large = await upload(`/admin/brands/${brand.id}/logo`, await picture('png', 8000, 8000), { token })
    expect(large.status).toBe(200)
    const bomb = pngClaimingSize(await picture('png'), 9000, 9000)
    const refused = await upload(`/admin/brands/${brand.id}/logo`, bomb, { token, version: '2' })
    expect(refused.status).toBe(422)
    expect((await refused.json()).fields).toEqual({ file: IMAGE_TOO_MANY_PIXELS })
  })

  it('asks for a file when none is sent, 404 for an unknown brand, 409 for a stale version', async () => {
    const { token, brand } = await setUp()
    const none = await upload(`/admin/brands/${brand.id}/logo`, null, { token })
    expect((await none.json()).fields).toEqual({ file: CATALOG_MESSAGES.imageMissing })
    expect((await upload('/admin/brands/999999/logo', await picture('png'), { token })).status).toBe(404)
    expect((await upload(`/admin/brands/${brand.id}/logo`, await picture('png'), { token, version: '7' })).status).toBe(
      409,
    )
  })

  it('answers 401 without a token, and 415 to a JSON body', async () => {
    const { brand, token } = await setUp()
    expect((await upload(`/admin/brands/${brand.id}/logo`, await picture('png'))).status).toBe(401)
    const json = await app.request(`/portal-api/admin/brands/${brand.id}/logo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
  })
})

describe('POST /admin/products/{id}/image', () => {
  it('stores the image as WebP, shows it to the brand’s shops and records the change', async () => {
    const { token, brand } = await setUp()
    const product = await aProduct(t.db, brand.id, { name: 'Sac illustré' })
    const response = await upload(`/admin/products/${product.id}/image`, await picture('jpeg', 800, 600), {
      token,
      version: '1',
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ id: product.id, version: 2 })
    expect(body.image_url).toMatch(/^\/media\/catalogue\/products\/\d+-[0-9a-f]{16}-[0-9a-f]{6}\.webp$/)
    expect((await app.request(body.image_url)).status).toBe(200)
    const shop = await aShop(t.db, { brandId: brand.id })
    const listed = await app.request('/portal-api/api/customized-products', {
      headers: { Authorization: `Bearer ${await shopToken(t, shop.id)}` },
    })
    expect((await listed.json())[0]).toMatchObject({ name: 'Sac illustré', image_url: body.image_url })
  })

  it('refuses a type other than PNG, JPEG or WebP, and answers 401 to a shop token', async () => {
    const { token, brand } = await setUp()
    const product = await aProduct(t.db, brand.id)
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    const refused = await upload(`/admin/products/${product.id}/image`, svg, { token })
    expect(refused.status).toBe(422)
    expect((await refused.json()).fields).toEqual({ file: CATALOG_MESSAGES.imageType })
    const shop = await aShop(t.db, { brandId: brand.id })
    const asShop = await upload(`/admin/products/${product.id}/image`, await picture('png'), {
      token: await shopToken(t, shop.id),
    })
    expect(asShop.status).toBe(401)
  })
})
