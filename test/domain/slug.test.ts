import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSlug, MAX_SLUG_LENGTH, slugify } from '../../src/domain/slug'

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)

describe('slugs: worked examples', () => {
  it('accepts the slugs of the spec routes', () => {
    for (const slug of ['boites-cloche', 'coffret-2026', 'faq', 'a']) expect(isSlug(slug)).toBe(true)
  })

  it('refuses anything else', () => {
    const tooLong = 'x'.repeat(MAX_SLUG_LENGTH + 1)
    const notSlugs = [
      ...['', '-boite', 'boite-', 'boite--cloche', 'Boite', 'boîte'],
      ...['boite cloche', 'a/b', '../etc', tooLong],
    ]
    for (const slug of notSlugs) {
      expect(isSlug(slug)).toBe(false)
    }
  })
})

describe('slugs: properties', () => {
  it('words joined by single hyphens are slugs while they fit the length cap', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 20 }), (words) => {
        const slug = words.join('-')
        expect(isSlug(slug)).toBe(slug.length <= MAX_SLUG_LENGTH)
      }),
    )
  })

  it('a slug never holds a character that would need escaping in a URL path', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        if (isSlug(text)) expect(encodeURIComponent(text)).toBe(text)
      }),
    )
  })

  it('a slug with a leading, trailing or doubled hyphen is refused', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(isSlug(`-${a}`)).toBe(false)
        expect(isSlug(`${a}-`)).toBe(false)
        expect(isSlug(`${a}--${b}`)).toBe(false)
      }),
    )
  })
})

describe('slugify: a slug made from a title', () => {
  it('folds accents and ligatures and joins words with single hyphens', () => {
    expect(slugify('Coffrets & Étuis')).toBe('coffrets-etuis')
    expect(slugify('  Bœuf -- à la  Crème 2026! ')).toBe('boeuf-a-la-creme-2026')
    expect(slugify('!!!')).toBe('')
  })

  it('always gives a slug, or nothing when the title has no letter or digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugify(title)
        expect(slug === '' || isSlug(slug)).toBe(true)
      }),
    )
  })

  it('leaves a slug unchanged', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 10 }), (words) => {
        const slug = words.join('-')
        expect(slugify(slug)).toBe(slug)
      }),
    )
  })
})
