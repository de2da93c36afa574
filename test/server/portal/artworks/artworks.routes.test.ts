import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../../../server/platform/db/schema-backoffice'
import { artworks } from '../../../../server/platform/db/schema-proofs'
import { ARTWORK_MESSAGES, MAX_ARTWORK_BYTES } from '../../../../src/domain/artwork-files'
import { aBrand, aShop } from '../../support/builders'
import { shopToken } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { aPdf, everyKind, HTML, memoryStorage, multipart, withArtworkFiles } from './artwork-fixtures'

const t = useTestApp()
const files = memoryStorage()
let app: ReturnType<typeof t.appWith>
beforeAll(() => {
  app = t.appWith((deps) => withArtworkFiles(deps, t.db, files))
})

const LIBRARY = '/portal-api/api/account/artworks'
const send = async (token: string, bytes: Uint8Array | null, name: string) =>
  app.request(LIBRARY, multipart(bytes, name, token))
const read = async (token: string, path: string) => app.request(path, { headers: { Authorization: `Bearer ${token}` } })

async function aBrandWithShops() {
  const brand = await aBrand(t.db)
  const headOffice = await aShop(t.db, { brandId: brand.id, name: 'Siège Nord' })
  const shop = await aShop(t.db, { brandId: brand.id, name: 'Magasin Lille', validatorId: headOffice.id })
  return { brand, shop, headOffice, token: await shopToken(t, shop.id), headToken: await shopToken(t, headOffice.id) }
}

describe('POST /api/account/artworks', () => {
  it('takes each kind from its bytes, stores it under artworks/<brand>/ and writes the audit log', async () => {
    const { brand, shop, token } = await aBrandWithShops()
    for (const sample of await everyKind()) {
      const response = await send(token, sample.bytes, sample.name)
      expect(response.status, sample.kind).toBe(201)
      const body = await response.json()
      expect(body).toMatchObject({
        brand_id: brand.id,
        kind: sample.kind,
        byte_size: sample.bytes.byteLength,
        viewable: sample.viewable,
        uploaded_by: 'Magasin Lille',
        file_url: `/api/account/artworks/${body.id}/file`,
      })
      const [row] = await t.db.select().from(artworks).where(eq(artworks.id, body.id))
      expect(row?.uploadedByShopId).toBe(shop.id)
      expect(row?.storageKey).toMatch(new RegExp(`^artworks/${brand.id}/[0-9a-f]{32}\\.(pdf|png|jpg|ai|eps|svg)$`))
      expect(files.keys()).toContain(row?.storageKey)
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.id))
      expect(audit.filter((entry) => entry.entity === 'artwork')).toMatchObject([
        { action: 'create', adminId: null, adminLogin: 'Magasin Lille' },
      ])
    }
    const named = await read(token, LIBRARY).then((r) => r.json())
    expect(named.items.map((item: { file_name: string }) => item.file_name)).toContain('Étiquette été.ai')
  })

  it.each([
    ['an HTML page', HTML, 'page.pdf', ARTWORK_MESSAGES.wrongType],
    ['an empty file', new Uint8Array(0), 'vide.pdf', ARTWORK_MESSAGES.empty],
  ])('refuses %s with the French message and stores nothing', async (_what, bytes, name, message) => {
    const { token } = await aBrandWithShops()
    const before = files.keys().length
    const response = await send(token, bytes, name)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message })
    expect(files.keys()).toHaveLength(before)
    expect(await t.db.select().from(artworks)).toHaveLength(0)
  })

  it('refuses a form without a file', async () => {
    const { token } = await aBrandWithShops()
    const response = await send(token, null, '')
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: ARTWORK_MESSAGES.missing })
  })

  it('refuses a file over 50 MB with the French message', async () => {
    const { token } = await aBrandWithShops()
    const big = new Uint8Array(MAX_ARTWORK_BYTES + 1)
    big.set(await aPdf())
    const response = await send(token, big, 'trop-gros.pdf')
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: ARTWORK_MESSAGES.tooLarge })
  })

  it('answers 401 without a shop session', async () => {
    const response = await app.request(LIBRARY, { method: 'POST', body: new FormData() })
    expect(response.status).toBe(401)
  })
})

describe('GET /api/account/artworks', () => {
  it('lists the brand’s files newest first, for the shop and its head office, paged', async () => {
    const { token, headToken } = await aBrandWithShops()
    const pdf = await aPdf()
    for (const n of [1, 2, 3]) {
      t.clock.advance(60_000)
      expect((await send(n === 2 ? headToken : token, pdf, `fichier-${n}.pdf`)).status).toBe(201)
    }
    const all = await read(headToken, LIBRARY).then((r) => r.json())
    expect(all.total).toBe(3)
    expect(all.items.map((item: { file_name: string }) => item.file_name)).toEqual([
      'fichier-3.pdf',
      'fichier-2.pdf',
      'fichier-1.pdf',
    ])
    expect(all.items[1].uploaded_by).toBe('Siège Nord')
    const second = await read(token, `${LIBRARY}?_start=1&_limit=1`).then((r) => r.json())
    expect(second).toMatchObject({ total: 3, items: [{ file_name: 'fichier-2.pdf' }] })
  })

  it('shows nothing of another brand', async () => {
    const mine = await aBrandWithShops()
    const other = await aBrandWithShops()
    expect((await send(other.token, await aPdf(), 'secret.pdf')).status).toBe(201)
    expect(await read(mine.token, LIBRARY).then((r) => r.json())).toEqual({ items: [], total: 0 })
  })

  it('refuses a malformed page', async () => {
    const { token } = await aBrandWithShops()
    expect((await read(token, `${LIBRARY}?_limit=abc`)).status).toBe(400)
  })
})

describe('GET /api/account/artworks/{id}/file', () => {
  it('serves each kind with nosniff and its disposition; PDF inline in a sandbox, SVG as an attachment', async () => {
    const { token, headToken } = await aBrandWithShops()
    for (const sample of await everyKind()) {
      const { file_url, file_name } = await send(token, sample.bytes, sample.name).then((r) => r.json())
      const response = await read(headToken, `/portal-api${file_url}`)
      expect(response.status, sample.kind).toBe(200)
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(sample.bytes)
      expect(response.headers.get('content-type')).toBe(sample.type)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const disposition = response.headers.get('content-disposition') ?? ''
      expect(disposition.startsWith(sample.viewable ? 'inline;' : 'attachment;'), sample.kind).toBe(true)
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(file_name)}`)
      const csp = response.headers.get('content-security-policy')
      if (sample.kind === 'pdf') expect(csp).toBe("sandbox; default-src 'none'")
    }
  })

  it('answers 404, not 403, for another brand’s file and for a missing one', async () => {
    const mine = await aBrandWithShops()
    const other = await aBrandWithShops()
    const { id, file_url } = await send(other.token, await aPdf(), 'secret.pdf').then((r) => r.json())
    const response = await read(mine.token, `/portal-api${file_url}`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('secret')
    expect((await read(other.token, `/portal-api${file_url}`)).status).toBe(200)
    expect((await read(mine.token, `${LIBRARY}/${id + 1000}/file`)).status).toBe(404)
  })
})
