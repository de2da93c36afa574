import { eq } from 'drizzle-orm'
import { orders } from '../../../server/platform/db/schema-portal'
import type { OrderStatus } from '../../../src/domain/order-status'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { api, expectJson } from '../../server/support/portal-http'
import { aPortalWorld, anOrder, fillCart, type PortalWorld } from '../../server/support/portal-world'
import { type LiveGateways, liveGateways } from './live-gateways'
import type { LiveServer } from './live-server'

// Orders arranged on the live server: a fresh brand per test (aPortalWorld: head office "Siège"
// validating "Boutique A", "Boutique B" ordering directly), orders placed through the API.

export type OrderWorld = PortalWorld & {
  /** Places an order of these lines for the shop holding this token (through the API). */
  readonly order: (token: string, lines: readonly Line[], details?: OrderDetails) => Promise<number>
  /** Sac kraft, Petit: 0,50 € HT, minimum 100, by 50. */
  readonly bagLine: (quantity: number) => Line
  /** Sac kraft, Grand: 0,80 € HT, minimum 250, by 25. */
  readonly bigBagLine: (quantity: number) => Line
  /** Coffret aimanté, Noir: 4,00 € HT, minimum 10, by 5. */
  readonly boxLine: (quantity: number) => Line
}

type Line = { productId: number; optionId: number; quantity: number }
type OrderDetails = { deliveryShopId: number; referencePo?: string; comment?: string }

export const SHOP_PASSWORD = DEFAULT_PASSWORD

function optionId(option: { id: number } | undefined): number {
  if (option === undefined) throw new Error('the world has this option')
  return option.id
}

export async function anOrderWorld(live: LiveServer): Promise<OrderWorld> {
  const w = await aPortalWorld(live)
  return {
    ...w,
    order: async (token, lines, details) => {
      if (details === undefined) return anOrder(live, token, lines)
      const cart = await fillCart(live, token, lines)
      // The cart's details are saved before ordering, as the cart page does.
      const body = {
        delivery_shop_id: details.deliveryShopId,
        reference_po: details.referencePo ?? null,
        comment: details.comment ?? null,
      }
      await expectJson(api(live.app, token).post('/api/shop/store', body))
      const placed = await expectJson(api(live.app, token).put(`/api/carts/order/${cart.id}`))
      return placed.order.id as number
    },
    bagLine: (quantity) => ({ productId: w.bag.id, optionId: optionId(w.bag.options[0]), quantity }),
    bigBagLine: (quantity) => ({ productId: w.bag.id, optionId: optionId(w.bag.options[1]), quantity }),
    boxLine: (quantity) => ({ productId: w.box.id, optionId: optionId(w.box.options[0]), quantity }),
  }
}

/**
 * What the portal API cannot do yet (the back office will): move an order to a later status, or
 * date it on a given day (10:00 in Paris) for the date filters.
 */
export async function backOffice(live: LiveServer, orderId: number, change: { status?: OrderStatus; day?: string }) {
  await live.db
    .update(orders)
    .set({
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.day === undefined ? {} : { createdAt: new Date(`${change.day}T10:00:00+01:00`) }),
    })
    .where(eq(orders.id, orderId))
}

/** The HTTP adapters with this shop signed in through a real login (on `live`, or on a wrapped one). */
export async function asShop(live: LiveServer, shop: { identifiant: string }): Promise<LiveGateways> {
  const gateways = liveGateways(live)
  gateways.save('shop', await live.loginShop(shop.identifiant, SHOP_PASSWORD))
  return gateways
}
