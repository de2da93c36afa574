import { asc } from 'drizzle-orm'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { BackofficeGateway } from '../../../src/application/backoffice/ports/backoffice-gateway'
import { APPLICATIONS } from '../../../src/contract/showcase-admin/job-applications'
import { JOB_PREVIEWS } from '../../../src/contract/showcase-admin/jobs'
import { JOBS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { jobApplications, jobs } from '../../../server/platform/db/schema-showcase-content'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'

// The gateway's two readings beyond a record (decision 036): a record's other view (a job's public preview)
// and a record's stored file (an application's CV) as bytes, both with the storefront-admin token.

const live = useLiveServer()
const gateway = <A, E>(use: (g: BackofficeGateway['Service']) => Effect.Effect<A, E>) => BackofficeGateway.use(use)

async function aShowcaseAdminSession() {
  const h = liveGateways(live, '/vitrine/backoffice/job')
  const { sso, storefront } = await live.loginVitrine()
  h.save('storefront-portal', sso)
  h.save('storefront', storefront)
  return h
}

async function anApplication(storedName: string, bytes: Uint8Array | null) {
  const [job] = await live.db.select().from(jobs).orderBy(asc(jobs.id)).limit(1)
  if (job === undefined) throw new Error('no job in the demo data')
  if (bytes !== null) {
    await live.deps.showcase.files.put(`applications/${storedName}`, bytes, 'application/pdf')
  }
  const [row] = await live.db
    .insert(jobApplications)
    .values({
      jobId: job.id,
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@exemple.fr',
      cvPath: `applications/${storedName}`,
      cvMimeType: 'application/pdf',
      cvSizeBytes: bytes?.byteLength ?? 0,
      cvOriginalName: 'cv.pdf',
    })
    .returning()
  return { job, application: row! }
}

describe('BackofficeGateway.view and .download over HTTP, against the server', () => {
  it('reads a job’s preview with the public wire and a CV’s exact bytes', async () => {
    const h = await aShowcaseAdminSession()
    const bytes = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a])
    const { job, application } = await anApplication(`gateway-${Date.now().toString(36)}.pdf`, bytes)
    const preview = await h.run(gateway((g) => g.view(JOB_PREVIEWS, job.id, 'preview')))
    expect(preview).toMatchObject({ slug: job.slug, title: job.title, contract_type: job.contractType })
    const blob = await h.run(gateway((g) => g.download(APPLICATIONS, application.id, 'cv')))
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes)
  })

  it('fails with the server’s French message when the file is gone', async () => {
    const h = await aShowcaseAdminSession()
    const { application } = await anApplication(`absent-${Date.now().toString(36)}.pdf`, null)
    const failure = await h.flip(gateway((g) => g.download(APPLICATIONS, application.id, 'cv')))
    expect(failure).toBeInstanceOf(Rejected)
    expect(failure).toMatchObject({ status: 404, message: M.cvMissing })
  })
})
