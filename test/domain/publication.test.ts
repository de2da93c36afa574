import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isPublic,
  PUBLICATION_LABELS,
  publicationDate,
  publicationState,
  type ArticleStatus,
} from '../../src/domain/publication'

const instant = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
const status = fc.constantFrom<ArticleStatus>('draft', 'published')

describe('publicationState', () => {
  it('is draft for a draft, whatever its date', () => {
    fc.assert(
      fc.property(fc.option(instant, { nil: null }), instant, (date, now) => {
        expect(publicationState('draft', date, now)).toBe('draft')
      }),
    )
  })

  it('is scheduled exactly when a published date is after now', () => {
    fc.assert(
      fc.property(instant, instant, (date, now) => {
        const expected = date.getTime() > now.getTime() ? 'scheduled' : 'published'
        expect(publicationState('published', date, now)).toBe(expected)
      }),
    )
  })

  it('becomes published once the clock reaches the date, and stays so', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 10 ** 10 }), (date, later) => {
        expect(publicationState('published', date, date)).toBe('published')
        expect(publicationState('published', date, new Date(date.getTime() + later))).toBe('published')
        expect(publicationState('published', date, new Date(date.getTime() - 1))).toBe('scheduled')
      }),
    )
  })

  it('never makes public an article without a date', () => {
    fc.assert(
      fc.property(status, instant, (s, now) => {
        expect(isPublic(s, null, now)).toBe(false)
      }),
    )
  })

  it('makes public only the published state', () => {
    fc.assert(
      fc.property(status, fc.option(instant, { nil: null }), instant, (s, date, now) => {
        expect(isPublic(s, date, now)).toBe(publicationState(s, date, now) === 'published')
      }),
    )
  })

  it('has a French label for each state', () => {
    expect(PUBLICATION_LABELS).toEqual({ draft: 'Brouillon', scheduled: 'Programmé', published: 'Publié' })
  })
})

describe('the date a saved article or offer gets', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  const typed = new Date('2026-12-01T08:00:00Z')
  const kept = new Date('2026-01-15T08:00:00Z')

  it('takes a typed date, else keeps the one it had, else dates a publication now', () => {
    expect(publicationDate({ requested: typed, kept, publishing: true, now })).toEqual(typed)
    expect(publicationDate({ requested: null, kept, publishing: true, now })).toEqual(kept)
    expect(publicationDate({ requested: null, kept: null, publishing: true, now })).toEqual(now)
    expect(publicationDate({ requested: null, kept: null, publishing: false, now })).toBeNull()
  })

  it('never leaves a publication undated', () => {
    const date = fc.option(fc.date({ noInvalidDate: true }), { nil: null })
    fc.assert(
      fc.property(date, date, fc.date({ noInvalidDate: true }), (requested, before, at) => {
        expect(publicationDate({ requested, kept: before, publishing: true, now: at })).not.toBeNull()
      }),
    )
  })
})
