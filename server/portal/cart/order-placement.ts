import type { ApprovalRules } from '../../../src/domain/approval-rules'
import type { ApprovedProof, ProofState } from '../../../src/domain/proof-approval'
import type { LineStatus, OrderStatus } from '../../../src/domain/order-status'
import type { PriceBook } from '../../../src/domain/price-tiers'
import type { CalendarDay } from '../../../src/domain/working-days'
import type { CommercialTerms, StoredTotals } from '../pricing/pricing.public'
import type { NewOrderEvent } from './cart-records'

export type LockedCart = {
  id: number
  status: 'open' | 'ordered'
  deliveryShopId: number | null
  referencePo: string | null
  comment: string | null
}

// A cart line as it stands now in the catalogue, re-checked at ordering time.
export type PlacementLine = {
  productId: number
  optionId: number
  quantity: number
  orderable: boolean
  productName: string
  productReference: string
  productImageUrl: string | null
  optionLabel: string
  /** The option's own unit price; the line pays `unitPriceFor(book, quantity)` (docs/decisions/075). */
  unitPrice: number
  /** The book the shop's brand pays on the Paris day of ordering: its list's entry, else the option's own. */
  book: PriceBook
  /** The product's production working days; null when it has none (no promise). */
  leadTimeDays: number | null
  minimumQuantity: number
  packMultiple: number
  /** "BAT requis", the artwork the line names (null: "fichier à venir") and, when one exists, the brand's
   * latest approved proof of that artwork for that option, which the line reuses (docs/decisions/076). */
  proofRequired: boolean
  artworkId: number | null
  reusableProof: ApprovedProof | null
  /** The brand keeps the option in stock (its account exists): no production days, no proof, a call-off on
   * acceptance (docs/decisions/077-brand-stock.md). */
  fromStock: boolean
}

/** The proof row a placed line of a "BAT requis" option gets (docs/decisions/076-proof-approval.md). */
export type NewLineProof = { artworkId: number | null; state: ProofState; approvedRoundId: number | null }

type PlacedLineFields = Omit<
  PlacementLine,
  'orderable' | 'book' | 'leadTimeDays' | 'proofRequired' | 'artworkId' | 'reusableProof'
>

export type OrderingShop = {
  id: number
  name: string
  identifiant: string
  validatorId: number | null
  terms: CommercialTerms
  /** The brand's delivery working days and the company's closing days (docs/decisions/075). */
  deliveryDays: number
  closureDays: readonly CalendarDay[]
}

export type NewOrder = {
  number: string
  shopId: number
  cartId: number
  status: OrderStatus
  deliveryShopId: number
  referencePo: string | null
  comment: string | null
  terms: CommercialTerms
  totals: StoredTotals
  // Each line at the unit price of the break reached, with the book it came from (docs/decisions/075).
  lines: (PlacedLineFields & { status: LineStatus; priceBook: PriceBook; proof: NewLineProof | null })[]
  promisedOn: CalendarDay | null
  events: NewOrderEvent[]
  autoAccepted: boolean
  now: Date
}

export type PlacementUnit = {
  // Locks the cart row until the end of the transaction; null when it is not the shop's cart.
  lockCart(cartId: number, shopId: number): Promise<LockedCart | null>
  orderingShop(shopId: number): Promise<OrderingShop | null>
  // Priced with the books of the Paris day `today`.
  cartLines(cartId: number, today: CalendarDay): Promise<PlacementLine[]>
  nextOrderSequence(year: number): Promise<number>
  insertOrder(order: NewOrder): Promise<number>
  markCartOrdered(cartId: number, now: Date): Promise<void>
  // The head office's rules for the shop, locked until the commit so that two orders of one shop cannot both
  // fit in what is left of its budget; null without rules (decision 074).
  lockApprovalRules(shopId: number): Promise<ApprovalRules | null>
  spentThisMonth(shopId: number, at: Date): Promise<number>
  // Takes the accepted order's stock lines from its brand's balances, with their movements; throws StockShortage
  // (server/portal/stock/call-off.ts) when a balance does not cover them (docs/decisions/077-brand-stock.md).
  callOffStock(orderId: number, actorLabel: string, now: Date): Promise<void>
}

// One transaction: everything done through the unit commits together or not at all.
export type OrderPlacement = { run<T>(work: (unit: PlacementUnit) => Promise<T>): Promise<T> }
