import { Hono } from 'hono'
import { BRAND_ARTWORK_ENDPOINTS } from '../../../src/contract/backoffice/artworks'
import { pathOf } from '../../../src/contract/endpoint'
import { ArtworkListQuery, type ArtworksWire, type ArtworkWire } from '../../../src/contract/portal/proofs'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { actorOf } from '../../platform/http/admin-write-answer'
import { route } from '../../platform/http/contract-routes'
import { notFound } from '../../platform/http/http-error'
import { pageSize } from '../../platform/http/list-params'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import {
  type ArtworkLibrary,
  type ArtworkRecord,
  artworkFileAnswer,
  presentArtwork,
  readArtworkUpload,
  savedArtwork,
} from '../../portal/artworks/artworks.public'

const E = BRAND_ARTWORK_ENDPOINTS
const present = (artwork: ArtworkRecord) => presentArtwork(artwork, pathOf(E.file, { artworkId: artwork.id }))

// A brand's artwork library in the back office (docs/decisions/076-proof-approval.md), behind the admin guard of
// backoffice.app.ts: every e-commerce administrator may read brands, so every one may use it.
export function brandArtworkRoutes(artworks: ArtworkLibrary) {
  const routes = new Hono<AdminEnv>()

  route(routes, E.list, async (c) => {
    const brandId = parseIdParam(c.req.param('brandId'))
    const query = parseInput(ArtworkListQuery, c.req.query())
    const page = await artworks.listForBrand(brandId, { start: query._start ?? 0, limit: pageSize(query._limit) })
    if (page === null) throw notFound()
    return c.json<ArtworksWire>({ items: page.records.map(present), total: page.total })
  })

  route(routes, E.upload, async (c) => {
    const brandId = parseIdParam(c.req.param('brandId'))
    const sent = await readArtworkUpload(c)
    const result = await artworks.uploadByAdmin(actorOf(c), brandId, sent)
    if (result === null) throw notFound()
    return c.json<ArtworkWire>(present(savedArtwork(result)), 201)
  })

  route(routes, E.file, async (c) => {
    const file = await artworks.fileForAdmin(parseIdParam(c.req.param('artworkId')))
    if (file === null) throw notFound()
    return artworkFileAnswer(c, file)
  })

  return routes
}
