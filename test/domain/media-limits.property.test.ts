import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chosenFileCheck,
  type FileRule,
  IMAGE_TOO_MANY_PIXELS,
  imagePixelsCheck,
  MAX_IMAGE_PIXELS,
} from '../../src/domain/media-limits'

const RULE: FileRule = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
  typeMessage: 'type',
  sizeMessage: 'taille',
}

describe('image pixel limit', () => {
  it('accepts an 8000 × 8000 image and says the limit in megapixels above it', () => {
    expect(imagePixelsCheck(8000, 8000)).toEqual({ kind: 'ok' })
    expect(imagePixelsCheck(8001, 8000)).toEqual({ kind: 'refused', message: IMAGE_TOO_MANY_PIXELS })
    expect(IMAGE_TOO_MANY_PIXELS).toBe('Image trop grande : 64 mégapixels au plus.')
  })

  it('refuses exactly the sizes above the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40_000 }), fc.integer({ min: 1, max: 40_000 }), (width, height) => {
        expect(imagePixelsCheck(width, height).kind === 'refused').toBe(width * height > MAX_IMAGE_PIXELS)
      }),
    )
  })
})

describe('a file checked in the browser before sending', () => {
  it('refuses a 16 MB image at once and a text file by its type', () => {
    expect(chosenFileCheck({ size: 16 * 1024 * 1024, type: 'image/png', name: 'a.png' }, RULE)).toEqual({
      kind: 'refused',
      message: 'taille',
    })
    expect(chosenFileCheck({ size: 10, type: 'text/plain', name: 'a.txt' }, RULE)).toEqual({
      kind: 'refused',
      message: 'type',
    })
  })

  it('passes a file iff its size fits and its type is accepted or unknown to the browser', () => {
    const types = fc.constantFrom('', 'image/png', 'image/jpeg', 'image/gif', 'text/plain', 'application/pdf')
    fc.assert(
      fc.property(fc.nat({ max: 8 * 1024 * 1024 }), types, (size, type) => {
        const fits = size <= RULE.maxBytes && (type === '' || RULE.types.includes(type))
        expect(chosenFileCheck({ size, type, name: 'f' }, RULE).kind === 'ok').toBe(fits)
      }),
    )
  })
})
