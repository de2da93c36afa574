import type { LineStatus, OrderStatus } from '../../../src/domain/order-status'
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
  unitPrice: number
  minimumQuantity: number
  packMultiple: number
}

export type OrderingShop = {
  id: number
  name: string
  identifiant: string
  validatorId: number | null
  terms: CommercialTerms
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
  lines: (Omit<PlacementLine, 'orderable'> & { status: LineStatus })[]
  event: NewOrderEvent
  now: Date
}

export type PlacementUnit = {
  // Locks the cart row until the end of the transaction; null when it is not the shop's cart.
  lockCart(cartId: number, shopId: number): Promise<LockedCart | null>
  orderingShop(shopId: number): Promise<OrderingShop | null>
  cartLines(cartId: number): Promise<PlacementLine[]>
  nextOrderSequence(year: number): Promise<number>
  insertOrder(order: NewOrder): Promise<number>
  markCartOrdered(cartId: number, now: Date): Promise<void>
}

// One transaction: everything done through the unit commits together or not at all.
export type OrderPlacement = { run<T>(work: (unit: PlacementUnit) => Promise<T>): Promise<T> }
