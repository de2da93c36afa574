import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { currentPath, type SlugRef, slugsInPath } from '../../src/domain/former-slugs'

const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/)

describe('the slugs of a public address', () => {
  it('reads each kind of address', () => {
    expect(slugsInPath('/produit/coffret')).toEqual([{ kind: 'product', slug: 'coffret' }])
    expect(slugsInPath('/article/un-billet')).toEqual([{ kind: 'article', slug: 'un-billet' }])
    expect(slugsInPath('/offre-emploi/cariste')).toEqual([{ kind: 'job', slug: 'cariste' }])
    expect(slugsInPath('/categorie-produit/luxe/vins')).toEqual([
      { kind: 'category', slug: 'luxe' },
      { kind: 'category', slug: 'vins' },
    ])
    expect(slugsInPath('/produit/luxe/subcateg/vins')).toEqual([
      { kind: 'category', slug: 'luxe' },
      { kind: 'category', slug: 'vins' },
    ])
    for (const other of ['/', '/catalogue', '/produit', '/produit/a/b', '/article/%E0%A4%A', '/produit/']) {
      expect(slugsInPath(other), other).toBeNull()
    }
  })

  it('rewrites only the former slugs, and only those', () => {
    const moved = new Map([['category:vins', 'vins-et-spiritueux']])
    const current = (ref: SlugRef) => moved.get(`${ref.kind}:${ref.slug}`)
    expect(currentPath('/produit/luxe/subcateg/vins', current)).toBe('/produit/luxe/subcateg/vins-et-spiritueux')
    expect(currentPath('/produit/vins', current)).toBeNull()
    expect(currentPath('/categorie-produit/luxe', current)).toBeNull()
  })

  it('gives back the address unchanged when no slug moved, and the new slugs where they did', () => {
    fc.assert(
      fc.property(slug, slug, fc.boolean(), (old, renamed, moves) => {
        const path = `/categorie-produit/${old}/${old}`
        const result = currentPath(path, (ref) => (moves && ref.slug === old ? renamed : undefined))
        if (!moves || renamed === old) expect(result).toBeNull()
        else expect(slugsInPath(result ?? '')?.map((ref) => ref.slug)).toEqual([renamed, renamed])
      }),
    )
  })
})
