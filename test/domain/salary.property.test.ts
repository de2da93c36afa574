import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSalary, type SalaryPeriod } from '../../src/domain/salary'

// How the back office writes each period, and how French writes an amount (narrow no-break spaces).
const PERIOD_WORDS: Record<SalaryPeriod, readonly string[]> = {
  HOUR: ['bruts de l’heure', 'brut horaire', 'par heure'],
  DAY: ['par jour', 'brut journalier'],
  WEEK: ['par semaine', 'brut hebdomadaire'],
  MONTH: ['bruts mensuels', 'par mois', 'brut mensuel, plus treizième mois'],
  YEAR: ['bruts annuels', 'par an', 'brut annuel selon expérience'],
}
const periods = Object.keys(PERIOD_WORDS) as SalaryPeriod[]
const wording = fc
  .constantFrom(...periods)
  .chain((period) => fc.constantFrom(...PERIOD_WORDS[period]).map((words) => ({ period, words })))
const amount = fc.integer({ min: 1, max: 2_000_000 })
const separator = fc.constantFrom(' ', '\u00a0', '\u202f', '')
const french = (value: number, sep: string) => value.toLocaleString('fr-FR').replace(/[\s\u202f]/g, sep)

describe('parseSalary', () => {
  it('reads a single amount with its period', () => {
    fc.assert(
      fc.property(amount, separator, wording, (value, sep, { period, words }) => {
        expect(parseSalary(`${french(value, sep)} € ${words}`)).toEqual({
          currency: 'EUR',
          period,
          min: value,
          max: value,
        })
      }),
    )
  })

  it('reads a range "De A € à B €" with its bounds in order', () => {
    fc.assert(
      fc.property(amount, amount, separator, wording, (a, b, sep, { period, words }) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const text = `De ${french(low, sep)} € à ${french(high, sep)} € ${words}`
        expect(parseSalary(text)).toEqual({ currency: 'EUR', period, min: low, max: high })
      }),
    )
  })

  it('gives up without a period, without an amount in euros, or with two periods', () => {
    fc.assert(
      fc.property(amount, wording, wording, (value, first, second) => {
        expect(parseSalary(`${french(value, ' ')} €`)).toBeNull()
        expect(parseSalary(`${french(value, ' ')} ${first.words}`)).toBeNull()
        if (first.period !== second.period) {
          expect(parseSalary(`${french(value, ' ')} € ${first.words} ou ${second.words}`)).toBeNull()
        }
      }),
    )
  })

  it('never throws, and anything it reads is a positive range in euros', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const salary = parseSalary(text)
        if (salary === null) return
        expect(salary.currency).toBe('EUR')
        expect(salary.min).toBeGreaterThan(0)
        expect(salary.min).toBeLessThanOrEqual(salary.max)
        expect(Number.isFinite(salary.max)).toBe(true)
      }),
    )
  })

  it('reads the seeded offers and leaves the apprenticeship scale out', () => {
    expect(
      parseSalary('De 2 300 € à 2 800 € bruts mensuels selon expérience, plus primes d’équipe et treizième mois'),
    ).toEqual({ currency: 'EUR', period: 'MONTH', min: 2300, max: 2800 })
    expect(parseSalary('De 34 000 € à 40 000 € bruts annuels selon expérience')).toEqual({
      currency: 'EUR',
      period: 'YEAR',
      min: 34000,
      max: 40000,
    })
    expect(parseSalary('1 950 € bruts mensuels, plus indemnité de fin de contrat')).toMatchObject({
      min: 1950,
      max: 1950,
    })
    expect(parseSalary('Rémunération selon la grille légale de l’apprentissage')).toBeNull()
    expect(parseSalary('Entre 35 et 40 k€ par an')).toEqual({ currency: 'EUR', period: 'YEAR', min: 35000, max: 40000 })
    expect(parseSalary('12,50 € brut horaire')).toEqual({ currency: 'EUR', period: 'HOUR', min: 12.5, max: 12.5 })
    expect(parseSalary('1 950 € par mois et prime de 300 €')).toBeNull()
  })
})
