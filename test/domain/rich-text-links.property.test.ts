import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAllowedLink, isSiteMediaSource, LINK_REFUSED, linkProblem } from '../../src/domain/rich-text-links'

describe('links of the rich text', () => {
  it('accepts the site’s own pages and the usual outside addresses', () => {
    for (const href of [
      '/nous-contacter',
      '/actualites/emballage?page=2#haut',
      'https://www.example.com/page',
      'http://example.com',
      'mailto:contact@ecrin-emballages.fr',
      'tel:+33 2 47 00 00 00',
    ]) {
      expect(linkProblem(href), href).toBeNull()
    }
  })

  it('refuses scripts, other hosts in disguise and malformed addresses, saying why', () => {
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,x',
      'www.x.fr',
      '',
    ]) {
      expect(linkProblem(href), href).toBe(LINK_REFUSED)
    }
  })

  it('never accepts an address with a scheme other than http(s), mailto or tel', () => {
    const scheme = fc
      .stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/)
      .filter((s) => !['http', 'https', 'mailto', 'tel'].includes(s))
    fc.assert(
      fc.property(scheme, fc.string(), (name, rest) => {
        expect(isAllowedLink(`${name}:${rest}`)).toBe(false)
      }),
    )
  })

  it('takes images from the media library only', () => {
    expect(isSiteMediaSource('/media/bibliotheque/abc-1280.webp')).toBe(true)
    for (const src of ['https://cdn.example/x.png', 'data:image/png;base64,AA', '/media/../secret', '//media/x']) {
      expect(isSiteMediaSource(src), src).toBe(false)
    }
  })
})
