import { screen, waitFor, within } from '@testing-library/react'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { jobApplications, jobs } from '../../../server/platform/db/schema-showcase-content'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { JOBS_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { minimalPdf } from '../../support/minimal-pdf'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// The job offers screens of the showcase back office over the real server (seeded demo data): the
// list, a job's applications with their follow-up, the CV download through the token, the preview.

const live = useLiveServer()

async function openAsShowcaseAdmin(path: string) {
  const { sso, storefront } = await live.loginVitrine()
  return renderLiveApp({ live, path, signedIn: { 'storefront-portal': sso, storefront } })
}

let counter = 0
/** An application to `jobId` with its CV stored where the public form stores them. */
async function anApplication(jobId: number, lastName: string) {
  counter += 1
  const bytes = minimalPdf(2048)
  const storedName = `test-${Date.now().toString(36)}-${counter}.pdf`
  await live.deps.showcase.files.put(`applications/${storedName}`, bytes, 'application/pdf')
  const [row] = await live.db
    .insert(jobApplications)
    .values({
      jobId,
      firstName: 'Camille',
      lastName,
      email: 'camille@exemple.fr',
      message: 'Huit ans de conduite offset.',
      cvPath: `applications/${storedName}`,
      cvMimeType: 'application/pdf',
      cvSizeBytes: bytes.byteLength,
      cvOriginalName: `CV ${lastName}.pdf`,
    })
    .returning()
  if (row === undefined) throw new Error('application not inserted')
  return { row, bytes }
}

const firstJob = async () => {
  const [job] = await live.db.select().from(jobs).orderBy(asc(jobs.id)).limit(1)
  if (job === undefined) throw new Error('no job in the demo data')
  return job
}

describe('the job offers list', () => {
  it('shows the server’s jobs, filtered by the address', async () => {
    const job = await firstJob()
    await openAsShowcaseAdmin(`/vitrine/backoffice/job?q=${encodeURIComponent(job.title)}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Offres d’emploi' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Liste des offres d’emploi' })
    expect(await within(table).findByText(job.title)).toBeInTheDocument()
    expect(within(table).getByRole('link', { name: `Modifier ${job.title}` })).toBeInTheDocument()
  })
})

describe('creating a job', () => {
  it('refuses an empty form field by field, then creates the job with a slug from its title', async () => {
    const title = `Opérateur façonnage ${Date.now().toString(36)}`
    const app = await openAsShowcaseAdmin('/vitrine/backoffice/job/create')
    const create = await screen.findByRole('button', { name: 'Créer l’offre' })
    await app.user.click(create)
    expect(await screen.findAllByText(BACKOFFICE_MESSAGES.required)).not.toHaveLength(0)
    await app.user.type(screen.getByRole('textbox', { name: /^Intitulé du poste/ }), title)
    await app.user.type(screen.getByRole('textbox', { name: /^Type de contrat/ }), 'CDD 6 mois')
    await app.user.type(screen.getByRole('textbox', { name: /^Lieu/ }), 'Tours (37)')
    await app.user.click(create)
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice/job'))
    const [row] = await live.db.select().from(jobs).where(eq(jobs.title, title))
    expect(row).toMatchObject({ contractType: 'CDD 6 mois', location: 'Tours (37)', published: false })
    expect(row?.slug).toMatch(/^operateur-faconnage-[a-z0-9]+$/)
  })
})

describe('a job’s applications', () => {
  it('lists them on the job’s page and saves a new status and notes from the detail dialog', async () => {
    const job = await firstJob()
    const { row } = await anApplication(job.id, `Statut${Date.now().toString(36)}`)
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/job/update/${job.id}`)
    const title = `Modifier l’offre ${job.title}`
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    const panel = await screen.findByRole('table', { name: 'Candidatures reçues pour cette offre' })
    const line = (await within(panel).findByText(`Camille ${row.lastName}`)).closest('tr')!
    expect(within(line).getByText('Nouvelle')).toBeInTheDocument()

    await app.user.click(within(line).getByRole('button', { name: `Ouvrir la candidature de Camille ${row.lastName}` }))
    const dialog = await screen.findByRole('dialog', { name: `Candidature de Camille ${row.lastName}` })
    expect(within(dialog).getByText('Huit ans de conduite offset.')).toBeInTheDocument()
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: /Statut/ }), 'Entretien')
    await app.user.type(within(dialog).getByRole('textbox', { name: /Notes internes/ }), 'Appeler lundi.')
    await app.user.click(within(dialog).getByRole('button', { name: 'Enregistrer le suivi' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [saved] = await live.db.select().from(jobApplications).where(eq(jobApplications.id, row.id))
    expect(saved).toMatchObject({ status: 'interview', notes: 'Appeler lundi.', version: 2 })
    await waitFor(() => expect(within(line).getByText('Entretien')).toBeInTheDocument())
  })

  it('downloads a CV with the administrator’s token, as a Blob under its original name', async () => {
    const job = await firstJob()
    const { row, bytes } = await anApplication(job.id, `Cv${Date.now().toString(36)}`)
    const blobs: Blob[] = []
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:cv-de-test'
    })
    // jsdom has no Blob URLs and no downloads: both are observed instead.
    const realUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() })
    const clicked: HTMLAnchorElement[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    onTestFinished(() => {
      click.mockRestore()
      Object.assign(URL, realUrl)
    })
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/job/update/${job.id}`)
    const panel = await screen.findByRole('table', { name: 'Candidatures reçues pour cette offre' })
    const line = (await within(panel).findByText(`Camille ${row.lastName}`)).closest('tr')!
    await app.user.click(within(line).getByRole('button', { name: `Télécharger le CV de Camille ${row.lastName}` }))

    await waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]?.download).toBe(`CV ${row.lastName}.pdf`)
    expect(clicked[0]?.getAttribute('href')).toBe('blob:cv-de-test')
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(bytes)
    const cvCall = live.calls.find((call) => call.path === `/storefront-api/admin/applications/${row.id}/cv`)
    expect(cvCall).toMatchObject({ method: 'GET', status: 200 })
  })
})

describe('the preview of a job', () => {
  it('shows the public page of an unpublished job under the “not published” banner', async () => {
    const [hidden] = await live.db.select().from(jobs).where(eq(jobs.published, false)).limit(1)
    if (hidden === undefined) throw new Error('no unpublished job in the demo data')
    await openAsShowcaseAdmin(`/vitrine/backoffice/job/preview/${hidden.id}`)
    expect(await screen.findByText(M.previewBanner)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: hidden.title })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText(hidden.location)).toBeInTheDocument()
  })

  it('is reached from the job’s page', async () => {
    const job = await firstJob()
    const app = await openAsShowcaseAdmin(`/vitrine/backoffice/job/update/${job.id}`)
    await app.user.click(await screen.findByRole('link', { name: 'Aperçu de l’offre' }))
    await waitFor(() => expect(pathnameOf(app)).toBe(`/vitrine/backoffice/job/preview/${job.id}`))
  })
})
