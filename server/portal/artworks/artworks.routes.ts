import { Hono } from 'hono'
import { pathOf } from '../../../src/contract/endpoint'
import { ArtworkListQuery, type ArtworksWire, type ArtworkWire } from '../../../src/contract/portal/proofs'
import { PROOFS_ENDPOINTS } from '../../../src/contract/portal/proofs.endpoints'
import type { AccessTokens } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { notFound, unauthorized } from '../../platform/http/http-error'
import { pageSize } from '../../platform/http/list-params'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import type { ArtworkRecord } from './artwork-library'
import type { ArtworkLibrary } from './artwork-library.use-cases'
import { artworkFileAnswer, readArtworkUpload, savedArtwork } from './artwork-http'
import { presentArtwork } from './artwork.presenter'

const E = PROOFS_ENDPOINTS
const present = (artwork: ArtworkRecord) => presentArtwork(artwork, pathOf(E.artworkFile, { artworkId: artwork.id }))

// The brand's library on the Portal API (docs/decisions/076-proof-approval.md): a shop and a head office reach
// only the files of their own brand; another brand's file is a 404, never a 403, so its existence stays hidden.
export function artworkRoutes(deps: { accessTokens: AccessTokens; artworks: ArtworkLibrary }) {
  const routes = new Hono<CallerEnv>()
  const portalIdentity = requireIdentity(deps.accessTokens, ['shop'])
  const { artworks } = deps

  route(routes, E.artworks, portalIdentity, async (c) => {
    const query = parseInput(ArtworkListQuery, c.req.query())
    const window = { start: query._start ?? 0, limit: pageSize(query._limit) }
    const page = await artworks.listForShop(c.var.caller.subjectId, window)
    if (page === null) throw unauthorized()
    return c.json<ArtworksWire>({ items: page.records.map(present), total: page.total })
  })

  route(routes, E.artworkUpload, portalIdentity, async (c) => {
    const sent = await readArtworkUpload(c)
    const result = await artworks.uploadByShop(c.var.caller.subjectId, sent)
    if (result === null) throw unauthorized()
    return c.json<ArtworkWire>(present(savedArtwork(result)), 201)
  })

  route(routes, E.artworkFile, portalIdentity, async (c) => {
    const artworkId = parseIdParam(c.req.param('artworkId'))
    const file = await artworks.fileForShop(c.var.caller.subjectId, artworkId)
    if (file === null) throw notFound()
    return artworkFileAnswer(c, file)
  })

  return routes
}
