import { parseSalary } from './salary'

// A job offer as schema.org's JobPosting (decision 046): one pure builder, for the server's head today
// and for the job route's `head` once pages render on the server (docs/decisions/046).

export type JobPostingInput = {
  readonly title: string
  readonly descriptionHtml: string
  readonly publishedAt: Date
  readonly contractType: string
  readonly location: string
  readonly salary: string | null
  /** Absolute URL of the offer's page and of its image (the offer's own, else the site's). */
  readonly url: string
  readonly image: string | null
}

export type Employer = {
  readonly name: string
  readonly url: string
  readonly logo: string
  readonly address: {
    readonly streetAddress: string
    readonly postalCode: string
    readonly addressLocality: string
    readonly addressCountry: string
  }
}

/** How long ahead an offer still open is declared valid, in days. */
export const JOB_VALIDITY_DAYS = 30

const DAY_MS = 86_400_000

/**
 * An offer has no closing date: it stays open until it is withdrawn, and its page disappears with it.
 * Search engines still want one, so every rendering declares it valid for JOB_VALIDITY_DAYS more days
 * from today (or from its publication, if later), at the end of that day (UTC).
 */
export function jobValidThrough(publishedAt: Date, now: Date): Date {
  const from = Math.max(publishedAt.getTime(), now.getTime())
  const day = Math.floor(from / DAY_MS) * DAY_MS
  return new Date(day + (JOB_VALIDITY_DAYS + 1) * DAY_MS - 1000)
}

// Google's values; "Alternance" and anything unknown are OTHER rather than a wrong guess.
const EMPLOYMENT_TYPES: Record<string, string> = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  interim: 'TEMPORARY',
  intérim: 'TEMPORARY',
  stage: 'INTERN',
  'temps partiel': 'PART_TIME',
}

/** schema.org MonetaryAmount of the salary text, or null when it cannot be read without doubt. */
export function baseSalaryLd(salary: string | null): Record<string, unknown> | null {
  const parsed = salary === null ? null : parseSalary(salary)
  if (parsed === null) return null
  const amount = parsed.min === parsed.max ? { value: parsed.min } : { minValue: parsed.min, maxValue: parsed.max }
  return {
    '@type': 'MonetaryAmount',
    currency: parsed.currency,
    value: { '@type': 'QuantitativeValue', ...amount, unitText: parsed.period },
  }
}

export function jobPostingLd(job: JobPostingInput, employer: Employer, now: Date): Record<string, unknown> {
  const locality = job.location.replace(/\s*\(.*\)\s*$/, '').trim()
  const baseSalary = baseSalaryLd(job.salary)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    url: job.url,
    datePosted: job.publishedAt.toISOString(),
    validThrough: jobValidThrough(job.publishedAt, now).toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.contractType.trim().toLowerCase()] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: employer.name, sameAs: employer.url, logo: employer.logo },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: locality || employer.address.addressLocality,
        ...(locality === employer.address.addressLocality
          ? { streetAddress: employer.address.streetAddress, postalCode: employer.address.postalCode }
          : {}),
        addressCountry: employer.address.addressCountry,
      },
    },
    ...(baseSalary === null ? {} : { baseSalary }),
    ...(job.image === null ? {} : { image: job.image }),
    directApply: true,
  }
}
