import { randomUUID } from 'node:crypto'
import { storedCvName } from '../../../src/domain/cv-limits'
import type { Clock } from '../../platform/shared/clock'
import type { JobRepository } from '../jobs/jobs.public'
import type { CvKind } from './cv-file'
import { notify, type NotifyDeps } from './send-contact-message.use-case'
import { applicationMail } from './submission-mails'
import type { SubmissionRepository } from './submission-repository'

export type ApplicationInput = {
  firstName: string
  lastName: string
  email: string
  phone: string | null
  message: string | null
  cv: { bytes: Uint8Array; kind: CvKind; originalName: string }
}

export type ApplyOutcome = { kind: 'sent'; id: number } | { kind: 'job-not-found' }

export function applyToJob(
  deps: NotifyDeps & { jobs: JobRepository; submissions: SubmissionRepository; clock: Clock; jobsEmail: string },
) {
  return async (jobSlug: string, input: ApplicationInput): Promise<ApplyOutcome> => {
    const job = await deps.jobs.findPublishedBySlug(jobSlug)
    if (job === null) return { kind: 'job-not-found' }
    // A random name: the visitor's file name is kept as data only, never used as a path.
    const storedName = `${randomUUID()}.${input.cv.kind.extension}`
    const { cv, ...person } = input
    const id = await deps.submissions.saveApplication(
      {
        ...person,
        jobId: job.id,
        cv: { bytes: cv.bytes, storedName, mimeType: cv.kind.mimeType, originalName: storedCvName(cv.originalName) },
      },
      deps.clock.now(),
    )
    const mail = applicationMail(
      deps.jobsEmail,
      {
        ...person,
        jobTitle: job.title,
        cvPath: `applications/${storedName}`,
        cvExtension: cv.kind.extension,
        cvSizeBytes: cv.bytes.byteLength,
      },
      id,
    )
    await notify(deps, mail, `candidature ${id}`)
    return { kind: 'sent', id }
  }
}
