import { Hono } from 'hono'
import { CartLineArtworkBody } from '../../../src/contract/portal/proofs'
import { PROOFS_ENDPOINTS } from '../../../src/contract/portal/proofs.endpoints'
import { PROOF_MESSAGES } from '../../../src/domain/proof-approval'
import type { LiveAccessTokens } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { HttpError, notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import type { CartUseCases } from './cart-use-cases'
import { presentCart } from './cart.presenter'

// The file a "BAT requis" cart line prints (docs/decisions/076-proof-approval.md); answers the cart.
export function cartLineArtworkRoutes(deps: { accessTokens: LiveAccessTokens; cart: CartUseCases }) {
  const routes = new Hono<CallerEnv>()
  route(routes, PROOFS_ENDPOINTS.cartLineArtwork, requireIdentity(deps.accessTokens, ['shop']), async (c) => {
    const lineId = parseIdParam(c.req.param('lineId'))
    const body = await parseJsonBody(c, CartLineArtworkBody)
    const result = await deps.cart.chooseLineArtwork(c.var.caller.subjectId, lineId, body.artwork_id)
    if (result.kind === 'not-found') throw notFound()
    if (result.kind === 'not-required') throw new HttpError(422, PROOF_MESSAGES.notRequired)
    return c.json(presentCart(result.cart))
  })
  return routes
}
