import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { baseSalaryLd, JOB_VALIDITY_DAYS, jobPostingLd, jobValidThrough } from '../../src/domain/job-posting-ld'
import { parseSalary } from '../../src/domain/salary'

const DAY = 86_400_000
const instant = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-01-01T00:00:00Z'),
  noInvalidDate: true,
})
const employer = {
  name: 'Écrin',
  url: 'https://www.ecrin.test/',
  logo: 'https://www.ecrin.test/favicon.svg',
  address: {
    streetAddress: '12 rue des Cartonniers',
    postalCode: '37000',
    addressLocality: 'Tours',
    addressCountry: 'FR',
  },
}
const job = (salary: string | null, publishedAt: Date) => ({
  title: 'Conducteur offset (H/F)',
  descriptionHtml: '<p>Offre</p>',
  publishedAt,
  contractType: 'CDI',
  location: 'Tours (37)',
  salary,
  url: 'https://www.ecrin.test/offre-emploi/conducteur-offset',
  image: null,
})

describe('jobValidThrough', () => {
  it('is always after both now and the publication, by the validity window, at the end of a UTC day', () => {
    fc.assert(
      fc.property(instant, instant, (publishedAt, now) => {
        const until = jobValidThrough(publishedAt, now).getTime()
        const from = Math.max(publishedAt.getTime(), now.getTime())
        expect(until).toBeGreaterThan(from + JOB_VALIDITY_DAYS * DAY - DAY)
        expect(until).toBeLessThanOrEqual(from + (JOB_VALIDITY_DAYS + 1) * DAY)
        expect(new Date(until).toISOString()).toMatch(/T23:59:59\.000Z$/)
      }),
    )
  })

  it('never moves backwards as time passes', () => {
    fc.assert(
      fc.property(instant, instant, fc.nat({ max: 400 * DAY }), (publishedAt, now, later) => {
        const before = jobValidThrough(publishedAt, now).getTime()
        expect(jobValidThrough(publishedAt, new Date(now.getTime() + later)).getTime()).toBeGreaterThanOrEqual(before)
      }),
    )
  })
})

describe('jobPostingLd', () => {
  it('states baseSalary exactly when the salary text can be read, with its amounts', () => {
    const texts = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .tuple(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom('bruts mensuels', 'par an', 'brut horaire', ''))
        .map(([amount, words]) => `${amount} € ${words}`),
    )
    fc.assert(
      fc.property(fc.option(texts, { nil: null }), instant, (salary, now) => {
        const ld = jobPostingLd(job(salary, new Date('2026-03-01T00:00:00Z')), employer, now)
        const parsed = salary === null ? null : parseSalary(salary)
        if (parsed === null) expect(ld).not.toHaveProperty('baseSalary')
        else {
          expect(ld.baseSalary).toEqual(baseSalaryLd(salary))
          expect(ld.baseSalary).toMatchObject({ currency: 'EUR', value: { unitText: parsed.period } })
        }
        expect(ld.validThrough).toBe(jobValidThrough(new Date('2026-03-01T00:00:00Z'), now).toISOString())
      }),
    )
  })

  it('gives one value for a single amount and bounds for a range', () => {
    expect(baseSalaryLd('1 950 € bruts mensuels')).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: 1950, unitText: 'MONTH' },
    })
    expect(baseSalaryLd('De 34 000 € à 40 000 € bruts annuels')).toMatchObject({
      value: { minValue: 34000, maxValue: 40000, unitText: 'YEAR' },
    })
    expect(baseSalaryLd(null)).toBeNull()
  })
})
