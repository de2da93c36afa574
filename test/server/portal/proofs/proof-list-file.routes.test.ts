import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { orderLineProofs } from '../../../../server/platform/db/schema-proofs'
import { api, expectJson } from '../../support/portal-http'
import { useTestApp } from '../../support/test-app'
import { aProofLine, aProofWorld, removeProofFiles, PDF_BYTES, sendRound } from './proof-fixtures'

const t = useTestApp()
afterAll(() => removeProofFiles(t))

describe('GET /api/account/proofs and the proof file', () => {
  it('lists the waiting proofs first, filters by state and pages by _start/_limit', async () => {
    const w = await aProofWorld(t)
    const waiting = await aProofLine(t, w, w.tokens.shopA)
    const toPrepare = await aProofLine(t, w, w.tokens.validator)
    const alsoWaiting = await aProofLine(t, w, w.tokens.shopA)
    await sendRound(t, waiting, 1)
    await sendRound(t, alsoWaiting, 1)
    const client = api(t.app, w.tokens.validator)

    const all = await expectJson(client.get('/api/account/proofs'))
    expect(all.total).toBe(3)
    expect(all.items.map((item: { line_id: number }) => item.line_id).slice(2)).toEqual([toPrepare])
    const sent = await expectJson(client.get('/api/account/proofs?state=sent'))
    expect(sent.items.map((item: { state_label: string }) => item.state_label)).toEqual(['BAT envoyé', 'BAT envoyé'])
    const prepared = await expectJson(client.get('/api/account/proofs?state=to_prepare'))
    expect(prepared).toMatchObject({ total: 1, items: [{ line_id: toPrepare, state_label: 'BAT à préparer' }] })
    const second = await expectJson(client.get('/api/account/proofs?_start=1&_limit=1'))
    expect(second).toMatchObject({ total: 3, items: [{ line_id: all.items[1].line_id }] })
    await expectJson(client.get('/api/account/proofs?state=perdu'), 400)
  })

  it('serves the round PDF inline in a sandbox, to the shop and its head office only', async () => {
    const w = await aProofWorld(t)
    const lineId = await aProofLine(t, w, w.tokens.shopA)
    await sendRound(t, lineId, 1)
    const [line] = (await expectJson(api(t.app, w.tokens.shopA).get('/api/account/proofs'))).items
    expect(line.rounds[0].file_url).toBe(`/api/account/proofs/${lineId}/rounds/1/file`)

    for (const token of [w.tokens.shopA, w.tokens.validator]) {
      const file = await api(t.app, token).get(line.rounds[0].file_url)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('application/pdf')
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
      expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="BAT_V1_.+\.pdf"/)
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES)
    }
    await expectJson(api(t.app, w.tokens.shopB).get(line.rounds[0].file_url), 404)
    await expectJson(api(t.app, w.tokens.shopA).get(`/api/account/proofs/${lineId}/rounds/2/file`), 404)
    await expectJson(api(t.app, w.tokens.admin).get(line.rounds[0].file_url), 401)
  })

  it('answers 401 without a shop session', async () => {
    const w = await aProofWorld(t)
    const lineId = await aProofLine(t, w, w.tokens.shopA)
    await expectJson(api(t.app).get('/api/account/proofs'), 401)
    await expectJson(api(t.app).post(`/api/account/proofs/${lineId}/approve`, { version: 1 }), 401)
    const [proof] = await t.db.select().from(orderLineProofs).where(eq(orderLineProofs.orderLineId, lineId))
    expect(proof?.state).toBe('to_prepare')
  })
})
