import { approvalFor } from '../../../src/domain/approval-rules'
import { CART_MESSAGES } from '../../../src/domain/messages/portal-messages'
import { CONVERSATION_MESSAGES } from '../../../src/domain/order-mails'
import { countOf } from '../../../src/domain/french-plural'
import { formatOrderNumber, orderYear } from '../../../src/domain/order-number'
import { statusAfterOrdering } from '../../../src/domain/order-status'
import { checkQuantity, failedQuantityMessage } from '../../../src/domain/quantity-rules'
import { storedTotals } from '../pricing/pricing.public'
import type { Clock } from '../../platform/shared/clock'
import { lineQuantityMessage, unavailableProductMessage } from './cart-messages'
import type { OrderPlacement, PlacementLine, PlacementUnit } from './order-placement'
import { lineTotalCents } from '../../../src/domain/money'
import { orderPromisedDay, promisedDayFrom } from '../../../src/domain/delivery-promise'
import { unitPriceFor } from '../../../src/domain/price-tiers'
import { parisCalendarDay } from '../../../src/domain/working-days'
import { type ApprovedProof, carriedProofState } from '../../../src/domain/proof-approval'
import { refusedOnShortage, type StockRefused } from '../stock/stock.public'

export type PlaceOrderResult =
  | {
      kind: 'ordered'
      message: string
      order: { id: number; number: string; status: 'pending_validation' | 'validated' }
    }
  | { kind: 'refused'; message: string }
  | StockRefused
  | { kind: 'not-found' }

export const ORDER_PLACED_ACTION = 'Commande passée'

// PUT /api/carts/order/{id} (decisions §5). The cart row stays locked from the first read to the
// commit: a second call, from another tab or server, waits and then finds the cart ordered.
// A shop with a head office waits for it, unless the head office's rules accept the order on their own
// (decision 074). The order's notice for the conversation's mails is written in the same transaction;
// `onNotice` wakes the job runner once it is committed. An order accepted at once takes its stock lines from the
// brand's balances in the same transaction, or is not placed at all (docs/decisions/077-brand-stock.md).
export function placeOrder(deps: { placement: OrderPlacement; clock: Clock; onNotice?: () => void }) {
  return async (shopId: number, cartId: number): Promise<PlaceOrderResult> => {
    const placing = deps.placement.run(async (unit): Promise<PlaceOrderResult> => {
      const cart = await unit.lockCart(cartId, shopId)
      if (cart === null) return { kind: 'not-found' }
      if (cart.status !== 'open') return { kind: 'refused', message: CART_MESSAGES.alreadyOrdered }
      const now = deps.clock.now()
      const today = parisCalendarDay(now)
      const lines = await unit.cartLines(cart.id, today)
      const refusal = refusalOf(lines)
      if (refusal !== null) return { kind: 'refused', message: refusal }
      const shop = await unit.orderingShop(shopId)
      if (shop === null) return { kind: 'not-found' }

      const waits = statusAfterOrdering(shop.validatorId !== null) === 'pending_validation'
      const autoAccepted = waits && (await acceptedByRules(unit, shopId, lines, now))
      const status = waits && !autoAccepted ? 'pending_validation' : 'validated'
      const lineStatus = status === 'validated' ? 'accepted' : 'pending'
      const priced = lines.map(
        (line) => ({ quantity: line.quantity, unitPriceCents: tierPrice(line), status: lineStatus }) as const,
      )
      const calendar = { closureDays: shop.closureDays }
      const promisedOn = orderPromisedDay(
        lines.map((line) =>
          promisedDayFrom(today, { productionDays: productionDaysOf(line), deliveryDays: shop.deliveryDays }, calendar),
        ),
      )
      const year = orderYear(now)
      const number = formatOrderNumber(year, await unit.nextOrderSequence(year))
      const totals = storedTotals(priced, shop.terms)
      const id = await unit.insertOrder({
        number,
        shopId,
        cartId: cart.id,
        status,
        deliveryShopId: cart.deliveryShopId ?? shopId,
        referencePo: cart.referencePo,
        comment: cart.comment,
        terms: shop.terms,
        totals,
        lines: lines.map(
          ({ orderable: _checked, book, leadTimeDays: _lead, proofRequired, artworkId, reusableProof, ...line }) => ({
            ...line,
            unitPrice: tierPrice({ book, quantity: line.quantity }),
            priceBook: book,
            status: lineStatus,
            proof: lineProof(proofRequired && !line.fromStock, reusableProof, artworkId),
          }),
        ),
        promisedOn,
        events: [
          {
            actorShopId: shopId,
            actorLabel: shop.name,
            action: ORDER_PLACED_ACTION,
            detail: countOf(lines.length, 'produit', 'produits'),
            at: now,
          },
          ...(autoAccepted
            ? [
                {
                  actorShopId: shopId,
                  actorLabel: shop.name,
                  action: CONVERSATION_MESSAGES.autoAccepted,
                  detail: CONVERSATION_MESSAGES.autoAcceptedDetail,
                  at: now,
                },
              ]
            : []),
        ],
        autoAccepted,
        now,
      })
      await unit.markCartOrdered(cart.id, now)
      if (status === 'validated') await unit.callOffStock(id, shop.name, now)
      const message = status === 'pending_validation' ? CART_MESSAGES.orderRequested : CART_MESSAGES.ordered
      return { kind: 'ordered', message, order: { id, number, status } }
    })
    const result = await refusedOnShortage(() => placing)
    if (result.kind === 'ordered') deps.onNotice?.()
    return result
  }
}

// The total HT of the lines against the head office's rules and what the shop's accepted orders already
// weigh on this Paris month's budget.
async function acceptedByRules(unit: PlacementUnit, shopId: number, lines: readonly PlacementLine[], now: Date) {
  const rules = await unit.lockApprovalRules(shopId)
  if (rules === null) return false
  const totalHtCents = lines.reduce((total, line) => total + lineTotalCents(tierPrice(line), line.quantity), 0)
  const spentThisMonthCents = await unit.spentThisMonth(shopId, now)
  return approvalFor(rules, { totalHtCents, spentThisMonthCents }).kind === 'auto-accepted'
}

// A line of a "BAT requis" option gets its proof row, approved at once when it reuses an approved proof of the
// same artwork (docs/decisions/076-proof-approval.md, "Reorders"); other lines get none and are never held back.
function lineProof(proofRequired: boolean, reusable: ApprovedProof | null, artworkId: number | null) {
  const { state, approvedRoundId } = carriedProofState(proofRequired, reusable, artworkId)
  return state === null ? null : { artworkId, state, approvedRoundId }
}

// A line from stock is already made: its promise is the delivery days alone (docs/decisions/077-brand-stock.md).
const productionDaysOf = (line: PlacementLine) => (line.fromStock ? 0 : line.leadTimeDays)

// The unit price of the break the line reaches in the book of the day (docs/decisions/075).
const tierPrice = (line: Pick<PlacementLine, 'book' | 'quantity'>) => unitPriceFor(line.book, line.quantity)

// The first reason not to order, with the domain's quantity message: nothing is ordered then.
function refusalOf(lines: readonly PlacementLine[]): string | null {
  if (lines.length === 0) return CART_MESSAGES.emptyCart
  for (const line of lines) {
    if (!line.orderable) return unavailableProductMessage(line.productName)
    const check = checkQuantity(line.quantity, { minimum: line.minimumQuantity, multiple: line.packMultiple })
    if (check.kind !== 'ok') return lineQuantityMessage(line.productName, failedQuantityMessage(check))
  }
  return null
}
