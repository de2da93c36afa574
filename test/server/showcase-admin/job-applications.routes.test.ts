import { describe, expect, it } from 'vitest'
import { JOBS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { anAdmin, aShop } from '../support/builders'
import { logInAdmin, logInShop } from '../support/sessions'
import { callShowcase, logInShowcaseAdmin } from '../support/showcase-sessions'
import { aPdf } from '../showcase/support/cv-fixtures'
import { publishedJobs } from '../showcase/support/showcase-content'
import { anApplicationForm, postApplication } from '../showcase/support/submissions'
import { useShowcaseApp } from '../showcase/support/showcase-test-app'
import { aShowcaseAdminSession } from './support/showcase-admin-calls'

const t = useShowcaseApp({ seed: 'each' })
const [firstJob, secondJob] = publishedJobs()
if (firstJob === undefined || secondJob === undefined) throw new Error('two published jobs expected in the seed')

const pdf = { bytes: aPdf(), name: 'CV Camille Mérieux.pdf', type: 'application/pdf' }

async function apply(slug: string, lastName: string, address: string) {
  const response = await postApplication(t.app, slug, anApplicationForm(pdf, { last_name: lastName }), address)
  expect(response.status).toBe(201)
}

async function withApplications() {
  const session = await aShowcaseAdminSession(t.app, t.db)
  await apply(firstJob?.slug ?? '', 'Martin', '192.0.2.31')
  await apply(firstJob?.slug ?? '', 'Bernard', '192.0.2.32')
  await apply(secondJob?.slug ?? '', 'Durand', '192.0.2.33')
  const jobs = (await session.call('GET', '/admin/jobs?_limit=100')).body as { id: number; slug: string }[]
  const jobId = (slug: string | undefined) => jobs.find((job) => job.slug === slug)?.id ?? 0
  return { ...session, firstId: jobId(firstJob?.slug), secondId: jobId(secondJob?.slug) }
}

describe('the applications of the jobs', () => {
  it('lists a job’s applications, and all of them filtered by job and status, with their totals', async () => {
    const { call, firstId, secondId } = await withApplications()
    const ofFirst = await call('GET', `/admin/jobs/${firstId}/applications?_sort=last_name`)
    expect(ofFirst.status).toBe(200)
    expect(ofFirst.headers.get('x-total-count')).toBe('2')
    expect(ofFirst.body.map((item: { last_name: string }) => item.last_name)).toEqual(['Bernard', 'Martin'])
    expect(ofFirst.body[0]).toMatchObject({ job_id: firstId, job_title: firstJob?.title, status: 'new', notes: '' })
    const all = await call('GET', '/admin/applications')
    expect(all.headers.get('x-total-count')).toBe('3')
    const ofSecond = await call('GET', `/admin/applications?job_id=${secondId}`)
    expect(ofSecond.body.map((item: { last_name: string }) => item.last_name)).toEqual(['Durand'])
    const none = await call('GET', '/admin/applications?status=hired')
    expect(none.body).toEqual([])
  })

  it('updates status and notes with the version read, refuses a stale one, audited vitrine_application', async () => {
    const { call, firstId } = await withApplications()
    const [application] = (await call('GET', `/admin/jobs/${firstId}/applications`)).body
    const path = `/admin/applications/${application.id}`
    const saved = await call('PUT', path, { status: 'interview', notes: 'Appeler lundi.', version: 1 })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ status: 'interview', notes: 'Appeler lundi.', version: 2 })
    const stale = await call('PUT', path, { status: 'rejected', notes: '', version: 1 })
    expect(stale.status).toBe(409)
    expect((await call('GET', path)).body.status).toBe('interview')
    const invalid = await call('PUT', path, { status: 'archived', notes: 'x'.repeat(5001), version: 2 })
    expect(invalid.status).toBe(422)
    expect(invalid.body.fields).toEqual({ status: M.statusInvalid, notes: M.notesTooLong })
    const filtered = await call('GET', '/admin/applications?status=interview')
    expect(filtered.body.map((item: { id: number }) => item.id)).toEqual([application.id])
    const history = await call('GET', `/admin/audit?entity=vitrine_application&entity_id=${application.id}`)
    expect(history.body).toHaveLength(1)
    const change = { action: 'update', before: { status: 'new' }, after: { status: 'interview' } }
    expect(history.body[0]).toMatchObject(change)
  })

  it('answers 404 for an unknown application', async () => {
    const { call } = await aShowcaseAdminSession(t.app, t.db)
    expect((await call('GET', '/admin/applications/999999')).status).toBe(404)
    expect((await call('GET', '/admin/applications/999999/cv')).status).toBe(404)
  })
})

describe('GET /admin/applications/{id}/cv', () => {
  it('streams the stored CV as an attachment, with its MIME type, nosniff and no-store', async () => {
    const { call, token, firstId } = await withApplications()
    const [application] = (await call('GET', `/admin/jobs/${firstId}/applications`)).body
    const response = await callShowcase(t.app, 'GET', `/admin/applications/${application.id}/cv`, { token })
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf.bytes)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="CV_Camille_Merieux.pdf"; filename*=UTF-8''${encodeURIComponent(pdf.name)}`,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('names the file without control or bidi characters, extension from the stored type (decision 065)', async () => {
    const session = await aShowcaseAdminSession(t.app, t.db)
    const sent = ['cv\u202Efdp.exe', 'cv.pdf.html']
    for (const [n, name] of sent.entries()) {
      const form = anApplicationForm({ ...pdf, name }, { last_name: `Piège${n}` })
      expect((await postApplication(t.app, firstJob?.slug ?? '', form, `192.0.2.4${n}`)).status).toBe(201)
    }
    const listed = (await session.call('GET', '/admin/applications?q=Piège')).body as {
      id: number
      last_name: string
    }[]
    const dispositions: Record<string, string | null> = {}
    for (const application of listed) {
      const path = `/admin/applications/${application.id}/cv`
      const response = await callShowcase(t.app, 'GET', path, { token: session.token })
      dispositions[application.last_name] = response.headers.get('content-disposition')
    }
    expect(dispositions).toEqual({
      Piège0: `attachment; filename="cvfdp.pdf"; filename*=UTF-8''cvfdp.pdf`,
      Piège1: `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    })
  })

  it('is refused to the public, a shop, an e-commerce administrator and the SSO token alone', async () => {
    const { call, firstId, admin } = await withApplications()
    const [application] = (await call('GET', `/admin/jobs/${firstId}/applications`)).body
    const path = `/admin/applications/${application.id}/cv`
    const shop = await logInShop(t.app, await aShop(t.db))
    const ecommerce = await logInAdmin(t.app, await anAdmin(t.db, { role: 'admin' }))
    const superAdmin = await logInAdmin(t.app, await anAdmin(t.db, { role: 'super_admin' }))
    const { sso } = await logInShowcaseAdmin(t.app, admin)
    const others = [undefined, shop.access_token, ecommerce.access_token, superAdmin.access_token, sso.access_token]
    for (const token of others) {
      const response = await callShowcase(t.app, 'GET', path, { token })
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    }
    const bearer = { Authorization: `Bearer ${ecommerce.access_token}` }
    const viaPortal = await t.app.request(`/portal-api${path}`, { headers: bearer })
    expect(viaPortal.status).toBe(404)
  })
})
