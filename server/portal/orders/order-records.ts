import type { LineStatus, OrderStatus } from '../../../src/domain/order-status'
import type { PriceBook } from '../../../src/domain/price-tiers'
import type { CalendarDay } from '../../../src/domain/working-days'
import type { DeliveryShop } from '../cart/cart.public'
import type { CommercialTerms } from '../pricing/pricing.public'

export type OrderLineRecord = {
  id: number
  productId: number
  optionId: number
  productName: string
  productReference: string
  productImageUrl: string | null
  optionLabel: string
  unitPrice: number
  minimumQuantity: number
  packMultiple: number
  quantity: number
  status: LineStatus
  /** The book it was placed with; null for lines placed before price breaks (docs/decisions/075). */
  priceBook: PriceBook | null
}

export type OrderEventRecord = {
  id: number
  at: Date
  actor: string
  action: string
  detail: string | null
  reason: string | null
}

export type OrderSummaryRecord = {
  id: number
  number: string
  status: OrderStatus
  createdAt: Date
  shop: { id: number; name: string }
  linesCount: number
  quantity: number
  subtotal: number
  totalTtc: number
  autoAccepted: boolean
}

export type OrderRecord = OrderSummaryRecord & {
  /** Shipping HT as stored with the totals (0 once franco is reached). */
  shipping: number
  shopValidatorId: number | null
  deliveryShop: DeliveryShop | null
  referencePo: string | null
  comment: string | null
  terms: CommercialTerms
  /** `proofRequired`: the line has a proof, written when it was placed (docs/decisions/076-proof-approval.md). */
  lines: (OrderLineRecord & { proofRequired: boolean })[]
  /** The Paris day promised when placed; null when no line had a production time (docs/decisions/075). */
  promisedOn: CalendarDay | null
  events: OrderEventRecord[]
}
