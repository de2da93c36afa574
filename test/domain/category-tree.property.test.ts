import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { descendantsOf, flattenTree, wouldMakeCycle, type ParentLink } from '../../src/domain/category-tree'

// A random forest: each node's parent is an earlier node or none, so the links never loop.
const forest = fc
  .integer({ min: 1, max: 25 })
  .chain((size) =>
    fc
      .tuple(
        ...Array.from({ length: size }, (_, index) =>
          fc.option(fc.integer({ min: 1, max: Math.max(1, index) }), { nil: null }),
        ),
      )
      .map((parents) =>
        parents.map((parent, index): ParentLink => ({ id: index + 1, parentId: index === 0 ? null : parent })),
      ),
  )

// The ancestors of `id` by walking up the links, the reference the rule is checked against.
function ancestors(links: readonly ParentLink[], id: number): number[] {
  const found: number[] = []
  for (let current = links.find((link) => link.id === id)?.parentId ?? null; current !== null; ) {
    found.push(current)
    current = links.find((link) => link.id === current)?.parentId ?? null
  }
  return found
}

describe('wouldMakeCycle', () => {
  it('refuses exactly itself and its descendants as a new parent', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), (links, a, b) => {
        const id = (a % links.length) + 1
        const parent = (b % links.length) + 1
        const isDescendantOrSelf = parent === id || ancestors(links, parent).includes(id)
        expect(wouldMakeCycle(links, id, parent)).toBe(isDescendantOrSelf)
      }),
    )
  })

  it('keeps the links a forest after every accepted move', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), (links, a, b) => {
        const id = (a % links.length) + 1
        const parent = (b % links.length) + 1
        fc.pre(!wouldMakeCycle(links, id, parent))
        const moved = links.map((link) => (link.id === id ? { ...link, parentId: parent } : link))
        // Every node still reaches a root: the walk up ends without meeting itself.
        for (const link of moved) expect(ancestors(moved, link.id)).not.toContain(link.id)
      }),
    )
  })

  it('always accepts a root, and a new category under anything', () => {
    fc.assert(
      fc.property(forest, fc.nat(), (links, a) => {
        const id = (a % links.length) + 1
        expect(wouldMakeCycle(links, id, null)).toBe(false)
        expect(wouldMakeCycle(links, links.length + 1, id)).toBe(false)
      }),
    )
  })

  it('agrees with descendantsOf', () => {
    fc.assert(
      fc.property(forest, fc.nat(), fc.nat(), (links, a, b) => {
        const id = (a % links.length) + 1
        const parent = (b % links.length) + 1
        expect(wouldMakeCycle(links, id, parent)).toBe(parent === id || descendantsOf(links, id).has(parent))
      }),
    )
  })
})

describe('flattenTree', () => {
  it('lists every node once, each after its parent, one level deeper', () => {
    fc.assert(
      fc.property(forest, (links) => {
        const flat = flattenTree(links.map((link) => ({ ...link, position: 0 })))
        expect(flat.map((entry) => entry.item.id).sort((x, y) => x - y)).toEqual(links.map((link) => link.id))
        flat.forEach((entry, index) => {
          if (entry.item.parentId === null) return expect(entry.depth).toBe(0)
          const parentIndex = flat.findIndex((other) => other.item.id === entry.item.parentId)
          expect(parentIndex).toBeLessThan(index)
          expect(entry.depth).toBe((flat[parentIndex]?.depth ?? -1) + 1)
        })
      }),
    )
  })
})
