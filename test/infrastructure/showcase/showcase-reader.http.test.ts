// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { makeShowcaseReaderHttp } from '../../../src/infrastructure/showcase/showcase-reader.http'
import { aPdfCv } from './support/cv-files'
import { fakeStorefrontApi, STOREFRONT } from './support/fake-storefront-api'
import { aShowcase } from './support/showcase-builders'

// What only the HTTP adapter can get wrong: the requests it sends and the failures of the wire.

const fake = fakeStorefrontApi(aShowcase())
const server = setupServer(...fake.handlers)
const seen: Request[] = []
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()))
})
afterEach(() => {
  server.resetHandlers()
  seen.length = 0
})
afterAll(() => server.close())

const reader = () => makeShowcaseReaderHttp(STOREFRONT)
const api = (path: string) => `${STOREFRONT}/api${path}`

describe('ShowcaseReader over HTTP', () => {
  it('reads without any token, asks for JSON and encodes the slug', async () => {
    await reader().product('coffret rigide/aimanté')
    expect(seen[0]?.url).toBe(`${STOREFRONT}/api/products/coffret%20rigide%2Faimant%C3%A9`)
    expect(seen[0]?.headers.get('authorization')).toBeNull()
    expect(seen[0]?.headers.get('accept')).toBe('application/json')
  })

  it('asks for a page of articles with _start, _limit and the category', async () => {
    await reader().articles({ start: 9, limit: 9, category: 'conseils-packaging' })
    const query = new URL(seen[0]?.url ?? '').searchParams
    expect(Object.fromEntries(query)).toEqual({ _start: '9', _limit: '9', category: 'conseils-packaging' })
  })

  it('reports an unreachable server as a network failure', async () => {
    server.use(http.get(api('/home-blocks'), () => HttpResponse.error()))
    expect(await reader().homeBlocks()).toEqual({ ok: false, error: { kind: 'network' } })
  })

  it('reports a body of the wrong shape or not JSON as a decode failure, never as data', async () => {
    server.use(http.get(api('/partners'), () => HttpResponse.json([{ name: 'Sans URL' }])))
    expect(await reader().partners()).toEqual({ ok: false, error: expect.objectContaining({ kind: 'decode' }) })
    server.use(http.get(api('/jobs'), () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } })))
    expect(await reader().jobs()).toEqual({ ok: false, error: expect.objectContaining({ kind: 'decode' }) })
  })

  it('refuses a list without its x-total-count', async () => {
    server.use(http.get(api('/blog/articles'), () => HttpResponse.json([])))
    expect(await reader().articles({ start: 0, limit: 9 })).toEqual({ ok: false, error: expect.objectContaining({ kind: 'decode' }) })
  })

  it('carries the status and the French message of a refusal, or the status alone', async () => {
    server.use(http.get(api('/catalogues'), () => HttpResponse.json({ message: 'Erreur interne du serveur.' }, { status: 500 })))
    expect(await reader().catalogues()).toEqual({ ok: false, error: { kind: 'rejected', status: 500, message: 'Erreur interne du serveur.' } })
    server.use(http.get(api('/catalogues'), () => new HttpResponse(null, { status: 503 })))
    expect(await reader().catalogues()).toEqual({ ok: false, error: { kind: 'rejected', status: 503 } })
  })

  it('posts the contact message as the contract’s JSON body', async () => {
    await reader().sendContact({
      name: 'Camille Martin',
      email: 'camille@example.fr',
      company: '',
      phone: '02 47 00 00 00',
      subject: 'Devis',
      message: 'Bonjour',
      consent: true,
      website: '',
    })
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
    expect(await seen[0]?.json()).toEqual({
      name: 'Camille Martin',
      email: 'camille@example.fr',
      company: '',
      phone: '02 47 00 00 00',
      subject: 'Devis',
      message: 'Bonjour',
      consent: true,
      website: '',
    })
  })

  it('posts an application as multipart with the CV file under its own name', async () => {
    const result = await reader().applyToJob('conducteur-conductrice-offset', {
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@example.fr',
      phone: '',
      message: 'Disponible',
      consent: true,
      website: '',
      cv: aPdfCv('mon-cv.pdf'),
    })
    expect(result.ok).toBe(true)
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const [application] = fake.received.applications
    expect(application?.fields).toEqual({ first_name: 'Camille', last_name: 'Martin', email: 'camille@example.fr', phone: '', message: 'Disponible', consent: 'true', website: '' })
    expect(application?.cv.name).toBe('mon-cv.pdf')
  })
})
