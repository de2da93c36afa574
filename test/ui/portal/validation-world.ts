import { screen, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { orders } from '../../../server/platform/db/schema-portal'
import { OrderDetailWire } from '../../../src/contract/portal/orders'
import { aShop } from '../../server/support/builders'
import { api, expectJson } from '../../server/support/portal-http'
import { shopToken } from '../../server/support/portal-world'
import type { LiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, backOffice, type OrderWorld, SHOP_PASSWORD } from '../../support/live-server/order-arrangements'
import { withNetworkFailure } from '../../support/live-server/wrapped-fetch'
import { renderLiveApp } from '../support/render-live-app'

// The head office's validation pages over the real server, shared by the validation UI test files.

export const LILLE = 'Boutique Lemoine Lille'
export const BAGS = 'Sac kraft, Petit'
export const BOXES = 'Coffret aimanté, Noir'

/**
 * A brand whose head office "Siège" validates shop A and a Lille shop. Order 1 (shop A): 200 small
 * bags (by 50) and 20 coffrets (by 5), pending; order 2 (shop A) and order 3 (Lille) pending; order 4
 * (shop A) already validated.
 */
export async function validationWorld(live: LiveServer) {
  const w: OrderWorld = await anOrderWorld(live)
  const lille = await aShop(live.db, { brandId: w.brand.id, name: LILLE, validatorId: w.validator.id })
  const lilleToken = await shopToken(live, lille.id)
  const first = await w.order(w.tokens.shopA, [w.bagLine(200), w.boxLine(20)])
  const second = await w.order(w.tokens.shopA, [w.boxLine(10)])
  const third = await w.order(lilleToken, [w.boxLine(10)])
  const decided = await w.order(w.tokens.shopA, [w.boxLine(15)])
  await backOffice(live, decided, { status: 'validated' })
  const numberOf = async (id: number) =>
    (await live.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id)))[0]?.number ?? ''
  // What the server holds now, read as the head office beside the page.
  const serverOrder = async (id = first) =>
    v.parse(OrderDetailWire, await expectJson(api(live.app, w.tokens.validator).get(`/api/orders/${id}`)))
  return { w, lille, lilleToken, first, second, third, decided, numberOf, serverOrder }
}

export type OpenOptions = {
  readonly shop: { identifiant: string }
  readonly failing?: (call: { method: string; path: string }) => boolean
}

export async function openAs(live: LiveServer, path: string, options: OpenOptions) {
  const tokens = await live.loginShop(options.shop.identifiant, SHOP_PASSWORD)
  const server: LiveServer = options.failing === undefined ? live : withNetworkFailure(live, options.failing)
  return renderLiveApp({ live: server, path, signedIn: { shop: tokens } })
}

/** Order 1's validation page, as the head office. */
export async function openOrder(live: LiveServer, options: Partial<OpenOptions> = {}) {
  const world = await validationWorld(live)
  const app = await openAs(live, `/account/ordervalid/${world.first}`, { shop: world.w.validator, ...options })
  await screen.findByRole('heading', { level: 1, name: `Commande ${await world.numberOf(world.first)}` })
  const serverLine = async (name: string) =>
    (await world.serverOrder()).lines.find((line) => `${line.product.name}, ${line.option.label}` === name)
  return { ...world, app, serverLine }
}

export function listRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Commandes en attente de validation' }))
    .getAllByRole('row')
    .slice(1)
}

type App = Awaited<ReturnType<typeof openAs>>

/** "Refuser la commande", its reason typed in the dialog, confirmed. */
export async function refuseOrder(app: App, reason: string) {
  await app.user.click(screen.getByRole('button', { name: 'Refuser la commande' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Refuser la commande ?' })
  await app.user.type(within(dialog).getByRole('textbox', { name: 'Motif du refus' }), reason)
  await app.user.click(within(dialog).getByRole('button', { name: 'Oui, refuser la commande' }))
}
