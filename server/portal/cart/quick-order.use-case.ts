import {
  decideQuickOrder,
  type QuickOrderProduct,
  quickOrderAcceptedMessage,
  quickOrderRefusalMessage,
  quickOrderSummary,
  type QuickOrderRequest,
  referenceKey,
  requestLabel,
} from '../../../src/domain/quick-order'
import type { PortalCatalogRepository } from '../catalog/catalog.public'
import type { Clock } from '../../platform/shared/clock'
import type { CartRepository } from './cart-repository'

export type QuickOrderDeps = { carts: CartRepository; catalog: PortalCatalogRepository; clock: Clock }

export type QuickOrderLineResult = {
  line: number
  reference: string
  status: 'added' | 'updated' | 'refused'
  message: string
}

export type QuickOrderResult = { results: QuickOrderLineResult[]; numberOfProductsInCart: number; message: string }

/**
 * Quick order (decision 041): resolves the references for the shop's brand, applies the domain's rules,
 * and writes every accepted line in one transaction (a line already in the cart takes the new
 * quantity, decisions §5, and says so). Refused lines write nothing and say why.
 */
export function quickOrder(deps: QuickOrderDeps) {
  return async (shopId: number, requests: readonly QuickOrderRequest[]): Promise<QuickOrderResult> => {
    const keys = [...new Set(requests.map((request) => referenceKey(request.reference)))]
    const catalogue = new Map<string, QuickOrderProduct>()
    for (const product of await deps.catalog.findByReferenceKeys(shopId, keys)) {
      const key = referenceKey(product.reference)
      // Two references differing only by case: the one typed exactly wins, else the older.
      if (!catalogue.has(key) || requests.some((request) => request.reference === product.reference))
        catalogue.set(key, product)
    }
    const decisions = decideQuickOrder(requests, catalogue)
    const refused: QuickOrderLineResult[] = decisions.flatMap((d) =>
      d.kind === 'refused'
        ? [
            {
              line: d.lineNumber,
              reference: d.reference,
              status: 'refused' as const,
              message: quickOrderRefusalMessage(d.lineNumber, d.reference, d.refusal),
            },
          ]
        : [],
    )
    const accepted = decisions.flatMap((d) => (d.kind === 'accepted' ? [d] : []))
    const written =
      accepted.length === 0
        ? { results: [], count: await deps.carts.countLines(shopId) }
        : await deps.carts.editOpenCart(shopId, deps.clock.now(), async (cart) => {
            const results: QuickOrderLineResult[] = []
            for (const { request, productId, optionId } of accepted) {
              const previous = await cart.lineQuantity(productId, optionId)
              await cart.setLineQuantity(productId, optionId, request.quantity)
              const label = requestLabel(request)
              results.push({
                line: request.lineNumber,
                reference: label,
                status: previous === null ? 'added' : 'updated',
                message: quickOrderAcceptedMessage(request.lineNumber, label, request.quantity, previous),
              })
            }
            return { results, count: await cart.countLines() }
          })
    return {
      results: [...written.results, ...refused].sort((a, b) => a.line - b.line),
      numberOfProductsInCart: written.count,
      message: quickOrderSummary(accepted.length, refused.length),
    }
  }
}
