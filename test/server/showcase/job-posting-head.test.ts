import { describe, expect, it } from 'vitest'
import { JOB_VALIDITY_DAYS } from '../../../src/domain/job-posting-ld'
import { publishedJobs } from './support/showcase-content'
import { PUBLIC_URL, useShowcaseApp } from './support/showcase-test-app'
import { fakeWebDist, jsonLdOf, metaContent } from './support/web-dist'

// A job offer's JobPosting has validThrough and, when its text can be read, baseSalary;
// its page has an og:image (its own, else the site's); the whole catalogue has its head (decision 046).
const t = useShowcaseApp({ seed: 'once', webDistDir: fakeWebDist() })
const html = async (path: string) => (await t.app.request(path)).text()
const postingOf = async (slug: string | undefined) =>
  jsonLdOf(await html(`/offre-emploi/${slug}`)).find((item) => item['@type'] === 'JobPosting')

const jobWith = (pattern: RegExp) => {
  const job = publishedJobs().find((candidate) => pattern.test(candidate.salary ?? ''))
  if (job === undefined) throw new Error(`no seeded job whose salary matches ${pattern}`)
  return job
}

describe('JobPosting of a job offer', () => {
  it('declares a monthly range as a MonetaryAmount and the offer valid for the coming days', async () => {
    const job = jobWith(/De 2 300 € à 2 800 € bruts mensuels/)
    const posting = await postingOf(job.slug)
    expect(posting?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 2300, maxValue: 2800, unitText: 'MONTH' },
    })
    expect(posting?.url).toBe(`${PUBLIC_URL}/offre-emploi/${job.slug}`)
    const validThrough = Date.parse(String(posting?.validThrough))
    const days = (validThrough - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(JOB_VALIDITY_DAYS - 1)
    expect(days).toBeLessThanOrEqual(JOB_VALIDITY_DAYS + 1)
    expect(validThrough).toBeGreaterThan(Date.parse(String(posting?.datePosted)))
  })

  it('declares a yearly range per year', async () => {
    const posting = await postingOf(jobWith(/bruts annuels/).slug)
    expect(posting?.baseSalary).toMatchObject({ value: { minValue: 34000, maxValue: 40000, unitText: 'YEAR' } })
  })

  it('leaves baseSalary out when the text states no amount, and still states validThrough', async () => {
    const posting = await postingOf(jobWith(/grille légale/).slug)
    expect(posting).toBeDefined()
    expect(posting).not.toHaveProperty('baseSalary')
    expect(posting?.validThrough).toEqual(expect.any(String))
  })

  it('gives the page an og:image: the site’s, as the home page has it, when the offer has none', async () => {
    const job = publishedJobs()[0]
    const page = await html(`/offre-emploi/${job?.slug}`)
    const home = metaContent(await html('/'), 'property', 'og:image')
    expect(home).toMatch(new RegExp(`^${PUBLIC_URL}/media/home/.+\\.webp$`))
    expect(metaContent(page, 'property', 'og:image')).toBe(home)
    expect((await postingOf(job?.slug))?.image).toBe(home)
  })
})

describe('the whole catalogue', () => {
  it('has its own title and canonical URL', async () => {
    const page = await html('/catalogue')
    expect(page).toContain('<title>Tout le catalogue | Écrin</title>')
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/catalogue" />`)
  })
})
