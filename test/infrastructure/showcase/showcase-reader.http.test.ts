// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { UseCaseFailure } from '../../../src/application/use-case-failure'
import { makeShowcaseReaderHttp } from '../../../src/infrastructure/showcase/showcase-reader.http'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { aPdfCv } from './support/cv-files'
import { recordingFetch, scriptedFetch, type Scripted } from '../../support/live-server/wrapped-fetch'

// What only the HTTP adapter can get wrong: the requests it sends (to the live server) and the
// failures of the wire that the server cannot produce (scripted answers).

const live = useLiveServer()
const STOREFRONT = LIVE_API.showcaseUrl

function recorded() {
  const recording = recordingFetch(live.fetch)
  return { reader: makeShowcaseReaderHttp(STOREFRONT, recording.fetch), requests: recording.requests }
}

const scripted = (script: Record<string, Scripted>) =>
  makeShowcaseReaderHttp(STOREFRONT, scriptedFetch(live.fetch, script))

async function failureOf(pending: Promise<unknown>) {
  const thrown = await pending.then(
    () => null,
    (error: unknown) => error,
  )
  if (!(thrown instanceof UseCaseFailure)) throw new Error(`expected a UseCaseFailure, got ${String(thrown)}`)
  return thrown.failure
}

describe('ShowcaseReader over HTTP', () => {
  it('reads without any token, asks for JSON and encodes the slug', async () => {
    const { reader, requests } = recorded()
    await reader.product('coffret rigide/aimanté').catch(() => null)
    expect(requests[0]?.url).toBe(`${STOREFRONT}/api/products/coffret%20rigide%2Faimant%C3%A9`)
    expect(requests[0]?.headers.get('authorization')).toBeNull()
    expect(requests[0]?.headers.get('accept')).toBe('application/json')
  })

  it('asks for a page of articles with _start, _limit and the category', async () => {
    const { reader, requests } = recorded()
    const page = await reader.articles({ start: 1, limit: 1, category: 'conseils-packaging' })
    const query = new URL(requests[0]?.url ?? '').searchParams
    expect(Object.fromEntries(query)).toEqual({ _start: '1', _limit: '1', category: 'conseils-packaging' })
    expect(page).toMatchObject({ total: 2, items: [{ category: { slug: 'conseils-packaging' } }] })
  })

  it('reports an unreachable server as a network failure', async () => {
    const unreachable = scripted({ '/api/home-blocks': 'network-failure' })
    expect(await failureOf(unreachable.homeBlocks())).toMatchObject({ _tag: 'NetworkError' })
  })

  it('reports a body of the wrong shape or not JSON as a decode failure, never as data', async () => {
    const wrongShape = scripted({ '/api/partners': () => Response.json([{ name: 'Sans URL' }]) })
    expect(await failureOf(wrongShape.partners())).toMatchObject({ _tag: 'DecodeError' })
    const html = scripted({ '/api/jobs': () => new Response('<html>', { headers: { 'content-type': 'text/html' } }) })
    expect(await failureOf(html.jobs())).toMatchObject({ _tag: 'DecodeError' })
  })

  it('refuses a list without its x-total-count', async () => {
    const reader = scripted({ '/api/blog/articles': () => Response.json([]) })
    expect(await failureOf(reader.articles({ start: 0, limit: 9 }))).toMatchObject({ _tag: 'DecodeError' })
  })

  it('carries the status and the French message of a refusal, or the status alone', async () => {
    const message = 'Erreur interne du serveur.'
    const withMessage = scripted({ '/api/catalogues': () => Response.json({ message }, { status: 500 }) })
    expect(await failureOf(withMessage.catalogues())).toEqual({ _tag: 'Rejected', status: 500, message })
    const bare = scripted({ '/api/catalogues': () => new Response(null, { status: 503 }) })
    expect(await failureOf(bare.catalogues())).toEqual({ _tag: 'Rejected', status: 503, message: null })
  })

  it('posts the contact message as the contract’s JSON body', async () => {
    const { reader, requests } = recorded()
    // The port's fields are the contract's body, name for name.
    const message = {
      name: 'Camille Martin',
      email: 'camille@example.fr',
      company: '',
      phone: '02 47 00 00 00',
      subject: 'Devis',
      message: 'Bonjour',
      consent: true,
      website: '',
    }
    await reader.sendContact(message)
    expect(requests[0]?.headers.get('content-type')).toBe('application/json')
    expect(await requests[0]?.json()).toEqual(message)
  })

  it('posts an application as multipart with the CV file under its own name', async () => {
    const { reader, requests } = recorded()
    const receipt = await reader.applyToJob('conducteur-conductrice-offset', {
      firstName: 'Camille',
      lastName: 'Martin',
      email: 'camille@example.fr',
      phone: '',
      message: 'Disponible',
      consent: true,
      website: '',
      cv: aPdfCv('mon-cv.pdf'),
    })
    expect(receipt.message).toBe('Votre candidature a bien été envoyée.')
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await requests[0]!.formData()
    const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
    expect(fields).toEqual({
      first_name: 'Camille',
      last_name: 'Martin',
      email: 'camille@example.fr',
      phone: '',
      message: 'Disponible',
      consent: 'true',
      website: '',
    })
    expect((form.get('cv') as File).name).toBe('mon-cv.pdf')
  })
})
