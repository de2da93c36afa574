import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { siteImage } from '../../src/domain/site-image'

const blocks = fc.array(fc.record({ image: fc.option(fc.string({ minLength: 1 }), { nil: null }) }), { maxLength: 8 })

describe('siteImage', () => {
  it('is the first image in block order, null only when no block has one', () => {
    fc.assert(
      fc.property(blocks, (list) => {
        const image = siteImage(list)
        const withImage = list.filter((block) => block.image !== null)
        expect(image).toBe(withImage[0]?.image ?? null)
        // Blocks without an image placed before it never change the answer.
        expect(siteImage([{ image: null }, ...list])).toBe(image)
      }),
    )
  })
})
