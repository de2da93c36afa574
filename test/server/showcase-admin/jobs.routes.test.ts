import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { jobs } from '../../../server/platform/db/schema-showcase-content'
import { JOBS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { aPdf } from '../showcase/support/cv-fixtures'
import { SHOWCASE, unpublishedJobs } from '../showcase/support/showcase-content'
import { anApplicationForm, postApplication } from '../showcase/support/submissions'
import { useShowcaseApp } from '../showcase/support/showcase-test-app'
import { fakeWebDist, metaContent } from '../showcase/support/web-dist'
import { aShowcaseAdminSession } from './support/showcase-admin-calls'

const t = useShowcaseApp({ seed: 'each', webDistDir: fakeWebDist() })
const signIn = () => aShowcaseAdminSession(t.app, t.db)

const aJob = (overrides: Record<string, unknown> = {}) => ({
  title: 'Conducteur·rice de presse offset',
  slug: '',
  contract_type: 'CDI',
  location: 'Tours (37)',
  excerpt: 'Rejoignez notre atelier.',
  description_html: '<p>Vous piloterez <strong>une presse</strong>.</p><script>alert(1)</script>',
  salary: '32 000 € brut annuel',
  published: false,
  published_at: '',
  seo_title: '',
  seo_description: '',
  seo_image_id: '',
  ...overrides,
})

describe('GET /admin/jobs', () => {
  it('lists the jobs with their total, filtered by publication and text, sorted', async () => {
    const { call } = await signIn()
    const all = await call('GET', '/admin/jobs?_limit=100')
    expect(all.status).toBe(200)
    expect(Number(all.headers.get('x-total-count'))).toBe(SHOWCASE.jobs.length)
    const hidden = await call('GET', '/admin/jobs?published=false&_sort=title')
    const slugs = (list: { slug: string }[]) => list.map((job) => job.slug).sort()
    expect(slugs(hidden.body)).toEqual(slugs(unpublishedJobs()))
    const first = SHOWCASE.jobs[0]
    const found = await call('GET', `/admin/jobs?q=${encodeURIComponent(first?.title ?? '')}`)
    expect(found.body.map((job: { title: string }) => job.title)).toContain(first?.title)
    const byTitle = await call('GET', '/admin/jobs?_sort=title&_order=DESC&_limit=100')
    const titles = byTitle.body.map((job: { title: string }) => job.title)
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'fr', { sensitivity: 'base' })))
  })
})

describe('POST and PUT /admin/jobs', () => {
  it('creates a job with a slug from its title and its description sanitised, audited vitrine_job', async () => {
    const { call } = await signIn()
    const created = await call('POST', '/admin/jobs', aJob())
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      slug: 'conducteur-rice-de-presse-offset',
      description_html: '<p>Vous piloterez <strong>une presse</strong>.</p>',
      published: false,
      published_at: null,
      applications_count: 0,
      version: 1,
    })
    const history = await call('GET', `/admin/audit?entity=vitrine_job&entity_id=${created.body.id}`)
    expect(history.body).toHaveLength(1)
    expect(history.body[0]).toMatchObject({ action: 'create' })
  })

  it('answers 422 with every field at once', async () => {
    const { call } = await signIn()
    const refused = await call('POST', '/admin/jobs', {
      title: '',
      slug: 'Pas Un Slug',
      contract_type: '',
      location: 'x'.repeat(121),
      seo_title: 'x'.repeat(71),
      seo_description: 'x'.repeat(161),
      published_at: 'pas une date',
      seo_image_id: 999999,
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.fields).sort()).toEqual(
      ['contract_type', 'location', 'published_at', 'seo_description', 'seo_title', 'slug', 'title'].sort(),
    )
    expect(refused.body.fields.slug).toBe(M.slugInvalid)
  })

  it('refuses a slug already taken and an unknown social image, as field errors', async () => {
    const { call } = await signIn()
    const taken = SHOWCASE.jobs[0]?.slug
    const clash = await call('POST', '/admin/jobs', aJob({ slug: taken, seo_image_id: 999999 }))
    expect(clash.status).toBe(422)
    expect(clash.body.fields).toEqual({ slug: M.slugTaken, seo_image_id: M.seoImageUnknown })
  })

  it('updates with the version read, refuses a stale one, dates a publication', async () => {
    const { call } = await signIn()
    const created = (await call('POST', '/admin/jobs', aJob())).body
    const published = await call('PUT', `/admin/jobs/${created.id}`, aJob({ published: true, version: 1 }))
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ published: true, version: 2 })
    const publishedAt = Date.parse(published.body.published_at)
    expect(publishedAt).toBeGreaterThanOrEqual(Date.parse(created.updated_at))
    expect(publishedAt).toBeLessThanOrEqual(t.clock.now().getTime())
    const stale = await call('PUT', `/admin/jobs/${created.id}`, aJob({ title: 'Autre', version: 1 }))
    expect(stale.status).toBe(409)
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, created.id))
    expect(row?.title).toBe('Conducteur·rice de presse offset')
  })

  it('previews an unpublished job as the public page reads it', async () => {
    const { call } = await signIn()
    const created = (await call('POST', '/admin/jobs', aJob({ slug: 'offre-brouillon' }))).body
    const preview = await call('GET', `/admin/jobs/${created.id}/preview`)
    expect(preview.status).toBe(200)
    expect(preview.body).toEqual({
      slug: 'offre-brouillon',
      title: created.title,
      contract_type: 'CDI',
      location: 'Tours (37)',
      published_at: created.created_at,
      excerpt: 'Rejoignez notre atelier.',
      description_html: created.description_html,
      salary: '32 000 € brut annuel',
      image: null,
      seo: { title: created.seo_title, description: created.seo_description, image: null },
    })
    const publicRead = await t.app.request('/storefront-api/api/jobs/offre-brouillon')
    expect(publicRead.status).toBe(404)
  })
})

describe('DELETE /admin/jobs/{id}', () => {
  it('deletes a job without applications and refuses one with applications', async () => {
    const { call } = await signIn()
    const lonely = (await call('POST', '/admin/jobs', aJob({ slug: 'sans-candidature' }))).body
    expect((await call('DELETE', `/admin/jobs/${lonely.id}?version=1`)).status).toBe(200)
    expect((await call('GET', `/admin/jobs/${lonely.id}`)).status).toBe(404)

    const wanted = (await call('POST', '/admin/jobs', aJob({ slug: 'tres-demandee', published: true }))).body
    const pdf = { bytes: aPdf(), name: 'cv.pdf', type: 'application/pdf' }
    expect((await postApplication(t.app, 'tres-demandee', anApplicationForm(pdf))).status).toBe(201)
    const refused = await call('DELETE', `/admin/jobs/${wanted.id}`)
    expect(refused.status, JSON.stringify(t.logger.errors)).toBe(409)
    expect(refused.body.message).toBe(M.hasApplications)
    expect((await call('GET', `/admin/jobs/${wanted.id}`)).body.applications_count).toBe(1)
  })
})

describe('the public page of a job', () => {
  it('takes its head from the SEO fields when set, from the offer otherwise, at the next load', async () => {
    const { call } = await signIn()
    const job = (await call('POST', '/admin/jobs', aJob({ slug: 'offre-seo', published: true }))).body
    const head = async () => {
      const html = await (await t.app.request('/offre-emploi/offre-seo')).text()
      return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], description: metaContent(html, 'name', 'description') }
    }
    expect(await head()).toEqual({ title: `${job.title} | Écrin`, description: 'Rejoignez notre atelier.' })
    const seo = { seo_title: 'Offset à Tours', seo_description: 'Un poste de conducteur offset en CDI.' }
    const edited = aJob({ ...seo, slug: 'offre-seo', published: true, version: 1 })
    expect((await call('PUT', `/admin/jobs/${job.id}`, edited)).status).toBe(200)
    expect(await head()).toEqual({ title: 'Offset à Tours | Écrin', description: seo.seo_description })
  })
})
