import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../../../server/platform/db/schema-backoffice'
import { artworks } from '../../../../server/platform/db/schema-proofs'
import { ARTWORK_MESSAGES } from '../../../../src/domain/artwork-files'
import { aBrand, anAdmin, aShop } from '../../support/builders'
import { adminToken, shopToken } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import {
  aPdf,
  everyKind,
  HTML,
  memoryStorage,
  multipart,
  withArtworkFiles,
} from '../../portal/artworks/artwork-fixtures'

const t = useTestApp()
const files = memoryStorage()
let app: ReturnType<typeof t.appWith>
beforeAll(() => {
  app = t.appWith((deps) => withArtworkFiles(deps, t.db, files))
})

const libraryOf = (brandId: number) => `/portal-api/admin/brands/${brandId}/artworks`
const read = async (token: string, path: string) => app.request(path, { headers: { Authorization: `Bearer ${token}` } })

async function setUp(role: 'super_admin' | 'admin' = 'admin') {
  const admin = await anAdmin(t.db, { role, login: `bureau-${role}-${Date.now()}` })
  return { admin, token: await adminToken(t, admin.id), brand: await aBrand(t.db) }
}

describe('the back office’s artwork library of a brand', () => {
  it('takes each kind, names the administrator, writes the audit log and serves it with safe headers', async () => {
    const { admin, token, brand } = await setUp()
    for (const sample of await everyKind()) {
      const response = await app.request(libraryOf(brand.id), multipart(sample.bytes, sample.name, token))
      expect(response.status, sample.kind).toBe(201)
      const body = await response.json()
      expect(body).toMatchObject({ brand_id: brand.id, kind: sample.kind, uploaded_by: admin.login })
      expect(body.file_url).toBe(`/admin/artworks/${body.id}/file`)
      const [row] = await t.db.select().from(artworks).where(eq(artworks.id, body.id))
      expect(row).toMatchObject({ uploadedByAdminId: admin.id, uploadedByShopId: null })
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'artwork'))
      expect(audit.find((entry) => entry.entityId === body.id)).toMatchObject({ adminId: admin.id })
      const served = await read(token, `/portal-api${body.file_url}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      const disposition = served.headers.get('content-disposition') ?? ''
      expect(disposition.startsWith(sample.viewable ? 'inline;' : 'attachment;'), sample.kind).toBe(true)
      expect(disposition).toContain("filename*=UTF-8''")
      if (sample.kind === 'pdf') {
        expect(served.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
      }
    }
  })

  it('lists newest first and pages, what the brand’s shops also see', async () => {
    const { token, brand } = await setUp('super_admin')
    const shop = await aShop(t.db, { brandId: brand.id })
    const pdf = await aPdf()
    for (const n of [1, 2, 3]) {
      expect((await app.request(libraryOf(brand.id), multipart(pdf, `v${n}.pdf`, token))).status).toBe(201)
    }
    const page = await read(token, `${libraryOf(brand.id)}?_start=0&_limit=2`).then((r) => r.json())
    expect(page.total).toBe(3)
    expect(page.items.map((item: { file_name: string }) => item.file_name)).toEqual(['v3.pdf', 'v2.pdf'])
    const seenByShop = await read(await shopToken(t, shop.id), '/portal-api/api/account/artworks').then((r) => r.json())
    expect(seenByShop.total).toBe(3)
  })

  it('refuses a wrong type with the French message', async () => {
    const { token, brand } = await setUp()
    const response = await app.request(libraryOf(brand.id), multipart(HTML, 'page.svg', token))
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message: ARTWORK_MESSAGES.wrongType })
  })

  it('answers 404 for a missing brand or file', async () => {
    const { token, brand } = await setUp()
    expect((await read(token, libraryOf(brand.id + 1000))).status).toBe(404)
    expect((await app.request(libraryOf(brand.id + 1000), multipart(await aPdf(), 'a.pdf', token))).status).toBe(404)
    expect((await read(token, '/portal-api/admin/artworks/999999/file')).status).toBe(404)
  })

  it('is closed to shops and to callers without a session', async () => {
    const { brand } = await setUp()
    const shop = await aShop(t.db, { brandId: brand.id })
    expect((await read(await shopToken(t, shop.id), libraryOf(brand.id))).status).toBe(401)
    expect((await app.request(libraryOf(brand.id))).status).toBe(401)
  })
})
