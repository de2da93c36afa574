import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import type { MemoryShop, Outcome, PortalWorld } from '../../../../src/infrastructure/portal/portal-world.memory'
import { pageWindow, rangeWindow } from '../../../../src/infrastructure/portal/list-window.memory'
import * as account from '../../../../src/infrastructure/portal/account-operations.memory'
import * as cart from '../../../../src/infrastructure/portal/cart-operations.memory'
import { listCategoriesOp, listProductsOp } from '../../../../src/infrastructure/portal/catalog-gateway.memory'
import * as orders from '../../../../src/infrastructure/portal/order-operations.memory'
import * as validation from '../../../../src/infrastructure/portal/validation-operations.memory'
import * as wire from './portal-wire'

// A stand-in for the Portal API of docs/api-contract-portal.md over a memory world: it checks the
// bearer, the path and the body the way the server does, and answers in the contract's wire shapes.

const BASE = '*/portal-api'

/** The access token the harness stores for a shop: `shop-<id>`. */
export const shopToken = (shopId: number) => `shop-${shopId}`

type Json = Parameters<typeof HttpResponse.json>[0]

function answer<A>(outcome: Outcome<A>, toWire: (value: A) => Json, headers?: (value: A) => Record<string, string>) {
  if (!outcome.ok) return HttpResponse.json({ message: outcome.message }, { status: outcome.status })
  return HttpResponse.json(toWire(outcome.value), { headers: headers?.(outcome.value) ?? {} })
}

const list = <A>(toWire: (item: A) => Json) => (page: { items: readonly A[]; total: number }) => page.items.map(toWire)
const totalHeader = (page: { total: number }) => ({ 'x-total-count': String(page.total) })
const badRequest = () => HttpResponse.json({ message: 'Requête invalide.' }, { status: 400 })

function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries())
}

async function body<S extends v.GenericSchema>(request: Request, schema: S): Promise<v.InferOutput<S> | null> {
  const parsed = v.safeParse(schema, await request.json().catch(() => undefined))
  return parsed.success ? parsed.output : null
}

const Id = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))

export function fakePortalApi(world: PortalWorld) {
  const calls: Array<{ method: string; path: string; authorization: string | null }> = []

  const caller = (request: Request): MemoryShop | null => {
    const match = /^Bearer shop-(\d+)$/.exec(request.headers.get('authorization') ?? '')
    return match === null ? null : (world.shops.get(Number(match[1])) ?? null)
  }

  type Handler = (args: { request: Request; shop: MemoryShop; params: Record<string, number> }) => Response | Promise<Response>

  const authed = (handler: Handler) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      calls.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('authorization') })
      const shop = caller(request)
      if (shop === null) return HttpResponse.json({ message: 'Non autorisé' }, { status: 401 })
      const ids: Record<string, number> = {}
      for (const [key, value] of Object.entries(params)) {
        // The base's leading wildcard shows up as a numbered param; only named ones are ids.
        if (/^\d+$/.test(key)) continue
        const parsed = v.safeParse(Id, value)
        if (!parsed.success) return HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })
        ids[key] = parsed.output
      }
      return handler({ request, shop, params: ids })
    }

  const anonymous = (handler: (request: Request) => Promise<Response>) => async ({ request }: { request: Request }) => {
    calls.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('authorization') })
    return handler(request)
  }

  const ChangeBody = v.object({ data: v.object({ current_password: v.string(), password: v.string(), password_confirmation: v.string() }) })
  const ResetBody = v.object({ token: v.string(), password: v.string(), password_confirmation: v.string() })

  const handlers = [
    http.get(`${BASE}/api/categories`, authed(({ shop }) => answer(listCategoriesOp(world, shop), (items) => items.map(wire.categoryWire)))),
    http.get(
      `${BASE}/api/customized-products`,
      authed(({ request, shop }) => answer(listProductsOp(world, shop, rangeWindow(queryOf(request))), list(wire.productWire), totalHeader)),
    ),
    http.get(`${BASE}/api/carts/current`, authed(({ shop }) => answer(cart.currentCartOp(world, shop), wire.cartWire))),
    http.get(`${BASE}/api/carts/franco`, authed(({ shop }) => answer(cart.cartFrancoOp(world, shop), (franco) => ({ franco: wire.francoWire(franco) })))),
    http.get(`${BASE}/api/carts/count`, authed(({ shop }) => answer(cart.cartCountOp(world, shop), (count) => count))),
    http.post(
      `${BASE}/api/carts/customized-product/store/:productId`,
      authed(async ({ request, shop, params }) => {
        const input = await body(request, v.object({ quantity: v.number(), typevalue: v.number() }))
        if (input === null) return badRequest()
        return answer(cart.storeLineOp(world, shop, params.productId ?? 0, input.typevalue, input.quantity), (change) => change)
      }),
    ),
    http.delete(
      `${BASE}/api/carts/customized-product/delete/:lineId`,
      authed(({ shop, params }) => answer(cart.deleteLineOp(world, shop, params.lineId ?? 0), (count) => count)),
    ),
    http.get(`${BASE}/api/shops/shops/addresses`, authed(({ shop }) => answer(cart.deliveryAddressesOp(world, shop), (shops) => shops.map(wire.deliveryShopWire)))),
    http.post(
      `${BASE}/api/shop/store`,
      authed(async ({ request, shop }) => {
        const input = await body(request, v.object({ delivery_shop_id: v.number(), reference_po: v.nullish(v.string()), comment: v.nullish(v.string()) }))
        if (input === null) return badRequest()
        const details = { deliveryShopId: input.delivery_shop_id, referencePo: input.reference_po ?? null, comment: input.comment ?? null }
        return answer(cart.saveDeliveryOp(world, shop, details), wire.cartWire)
      }),
    ),
    http.delete(`${BASE}/api/shop`, authed(({ shop }) => answer(cart.emptyCartOp(world, shop), (change) => change))),
    http.get(
      `${BASE}/api/brands/franco/:brandId`,
      authed(({ shop, params }) =>
        answer(cart.brandFrancoOp(world, shop, params.brandId ?? 0), (b) => ({ franco_qty: b.quantity, franco_price: b.amountCents, shipping_fee: b.shippingFeeCents })),
      ),
    ),
    http.put(`${BASE}/api/carts/order/:cartId`, authed(({ shop, params }) => answer(cart.orderCartOp(world, shop, params.cartId ?? 0), (result) => result))),
    http.get(
      `${BASE}/api/carts`,
      authed(({ request, shop }) => answer(orders.myOrdersOp(world, shop, rangeWindow(queryOf(request))), list(wire.orderSummaryWire), totalHeader)),
    ),
    http.get(`${BASE}/api/orders/validations/order`, authed(({ request, shop }) =>
      answer(validation.toValidateOp(world, shop, pageWindow(queryOf(request))), list(wire.orderSummaryWire), totalHeader),
    )),
    http.get(`${BASE}/api/orders/validations/count`, authed(({ shop }) => answer(validation.countToValidateOp(world, shop), (count) => count))),
    http.put(
      `${BASE}/api/orders/validations/modify/:orderId`,
      authed(async ({ request, shop, params }) => {
        const input = await body(request, v.object({ idproduct: v.number(), data: v.optional(v.number()), statut: v.optional(v.picklist(['pending', 'accepted', 'refused'])) }))
        if (input === null) return badRequest()
        const change = { orderId: params.orderId ?? 0, lineId: input.idproduct, ...(input.data === undefined ? {} : { quantity: input.data }), ...(input.statut === undefined ? {} : { status: input.statut }) }
        return answer(validation.modifyLineOp(world, shop, change), (o) => ({ message: o.message, order: wire.orderDetailWire(o.order) }))
      }),
    ),
    http.delete(
      `${BASE}/api/orders/validations/detachProduct/:orderId/:lineId`,
      authed(({ shop, params }) =>
        answer(validation.detachLineOp(world, shop, params.orderId ?? 0, params.lineId ?? 0), (o) => ({ message: o.message, order: wire.orderDetailWire(o.order) })),
      ),
    ),
    http.put(
      `${BASE}/api/orders/validations/decide/:orderId`,
      authed(async ({ request, shop, params }) => {
        const input = await body(request, v.object({ statut: v.picklist(['accepted', 'refused']) }))
        if (input === null) return badRequest()
        return answer(validation.decideOp(world, shop, params.orderId ?? 0, input.statut), (o) => ({ message: o.message, order: wire.orderDetailWire(o.order) }))
      }),
    ),
    http.get(`${BASE}/api/orders/:orderId`, authed(({ shop, params }) => answer(orders.orderDetailOp(world, shop, params.orderId ?? 0), wire.orderDetailWire))),
    http.post(`${BASE}/api/orders/copy/:orderId`, authed(({ shop, params }) => answer(orders.copyOrderOp(world, shop, params.orderId ?? 0), (copied) => copied))),
    http.post(
      `${BASE}/forgot-password`,
      anonymous(async (request) => {
        const input = await body(request, v.object({ identifiant: v.string() }))
        return input === null ? badRequest() : answer(account.forgotPasswordOp(world, input.identifiant), (message) => message)
      }),
    ),
    http.post(`${BASE}/change-password`, async ({ request }) => {
      const raw: unknown = await request.clone().json().catch(() => undefined)
      const reset = v.safeParse(ResetBody, raw)
      if (reset.success) {
        return anonymous(async () =>
          answer(account.resetPasswordOp(world, { token: reset.output.token, password: reset.output.password, confirmation: reset.output.password_confirmation }), (m) => m),
        )({ request })
      }
      return authed(async ({ shop }) => {
        const change = v.safeParse(ChangeBody, raw)
        if (!change.success) return badRequest()
        const data = change.output.data
        return answer(account.changePasswordOp(world, shop, { current: data.current_password, password: data.password, confirmation: data.password_confirmation }), (m) => m)
      })({ request, params: {} })
    }),
    http.get(`${BASE}/auth/ecommerce/authentication-link`, authed(({ shop }) => answer(account.ecommerceLinkOp(world, shop), (link) => link))),
    // No refresh token is ever stored by these tests: a 401 ends the session.
    http.post(`${BASE}/refresh-token`, () => HttpResponse.json({ message: "L'identifiant renseigné est incorrect ou inexistant" }, { status: 401 })),
  ]

  return { handlers, calls }
}
