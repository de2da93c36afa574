import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SHOWCASE } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'
import { fakeWebDist } from './support/web-dist'

// Addresses anyone can type: a blog list's ?page= and a media file's name. Neither may reach a 500.
const t = useShowcaseApp({ seed: 'once', webDistDir: fakeWebDist() })
const blogCategory = SHOWCASE.blogCategories[0]?.slug
const PAGES = ['2', 'abc', '0', '-1', '', '1.5', '1e400', '99999999999', '%00', 'a'.repeat(300)]

describe('the page of a blog list', () => {
  it.each(
    ['/actualites', `/actualites/${blogCategory}`].flatMap((list) => [
      ...PAGES.map((page) => `${list}?page=${page}`),
      `${list}?page=2&page=3`,
      `${list}?page[]=2`,
    ]),
  )('answers %s with the list (200), as /catalogue does', async (path) => {
    const response = await t.app.request(path)
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).not.toContain('Une erreur inattendue est survenue')
    expect(t.logger.errors).toEqual([])
  })
})

describe('a media name no file can have', () => {
  const names = ['a%00b.webp', '%00.pdf', `${'a'.repeat(300)}.webp`, `dossier/${'é'.repeat(130)}.webp`]
  names.push(`${'a/'.repeat(300)}x.webp`, 'a%0Ab.webp', 'a%7Fb.pdf', '..%2Fdb%2Fx.webp', 'a%5Cb.webp')

  it.each(names.flatMap((name) => ['GET', 'HEAD'].map((method) => [method, name])))(
    'answers %s /media/%s with 404 and logs nothing',
    async (method, name) => {
      // The storage folder exists, as on a server that has published media: the disk sees the name.
      mkdirSync(`${t.mediaDir}/dossier`, { recursive: true })
      const response = await t.app.request(`/media/${name}`, {
        method,
        headers: { 'If-None-Match': `"${name}"` },
      })
      expect(response.status).toBe(404)
      if (method === 'GET') expect(await response.json()).toEqual({ message: 'Ressource introuvable.' })
      expect(t.logger.errors).toEqual([])
    },
  )
})
