import { Context, type Effect } from 'effect'
import type { OrderStatus } from '../../../domain/order-status'
import type { GatewayError } from '../../errors'
import type { PriceTier } from '../../../domain/price-tiers'
import type { CalendarDayText, DeliveryShop, Franco, ProductOption, ProductSummary } from './portal-data'

export type CartLine = {
  readonly id: number
  readonly product: ProductSummary
  readonly option: ProductOption
  readonly quantity: number
  /** The price of the break the quantity reaches (docs/decisions/075), as the server applied it. */
  readonly unitPriceCents: number
  readonly lineTotalCents: number
  /** The next break this line can reach, null when it already has the best price. */
  readonly nextTier: { readonly missingQuantity: number; readonly tier: PriceTier } | null
  readonly estimatedDelivery: CalendarDayText | null
  /** The file a "BAT requis" line prints; null: "fichier à venir" (docs/decisions/076-proof-approval.md). */
  readonly artwork: { readonly id: number; readonly fileName: string } | null
  /** The brand's balance of the option (null: none kept); `fromStock`: no production, no proof (decision 077). */
  readonly stock: number | null
  readonly fromStock: boolean
}

/** The open cart as the server computed it: the UI shows these figures as they are. */
export type Cart = {
  readonly id: number
  readonly lines: readonly CartLine[]
  /** Number of lines (spec: numberOfProductsInCart). */
  readonly numberOfProductsInCart: number
  readonly subtotalCents: number
  readonly franco: Franco
  readonly shippingCents: number
  readonly vatCents: number
  /** 550 = 5,5 % (decision 071). */
  readonly vatRateBasisPoints: number
  readonly totalTtcCents: number
  readonly deliveryShop: DeliveryShop | null
  readonly referencePo: string | null
  readonly comment: string | null
  /** The latest line's estimated delivery: when the whole order would be there. */
  readonly estimatedDelivery: CalendarDayText | null
}

/** Add or update: an existing (product, option) line takes this quantity. */
export type StoreLine = { readonly productId: number; readonly quantity: number; readonly optionId: number }

export type DeliveryDetails = {
  readonly deliveryShopId: number
  readonly referencePo?: string | null
  readonly comment?: string | null
}

export type CartCount = { readonly numberOfProductsInCart: number }

export type CartChange = CartCount & { readonly message: string }

export type BrandFranco = {
  readonly quantity: number | null
  readonly amountCents: number | null
  readonly shippingFeeCents: number
}

export type PlacedOrder = { readonly id: number; readonly number: string; readonly status: OrderStatus }

/** `success: false` is a business refusal (empty cart, quantity rule...): nothing was ordered. */
export type OrderCartResult =
  | { readonly success: true; readonly message: string; readonly order: PlacedOrder }
  | { readonly success: false; readonly message: string }

type QuickOrderLineRef = { readonly line: number; readonly reference: string }
/** One line of a quick order: its line number in the pasted text, `option` 1-based among the active ones. */
export type QuickOrderLine = QuickOrderLineRef & { readonly option: number; readonly quantity: number }
/** What became of one line, named by its line number and reference. */
export type QuickOrderLineResult = QuickOrderLineRef & {
  readonly status: 'added' | 'updated' | 'refused'
  readonly message: string
}
export type QuickOrderResult = CartChange & { readonly results: readonly QuickOrderLineResult[] }

/** The shop's one open cart (spec §7, decisions §5). */
export class CartGateway extends Context.Service<
  CartGateway,
  {
    /** GET /api/carts/current */
    readonly current: () => Effect.Effect<Cart, GatewayError>
    /** GET /api/carts/franco */
    readonly franco: () => Effect.Effect<Franco, GatewayError>
    /** GET /api/carts/count */
    readonly count: () => Effect.Effect<number, GatewayError>
    /** POST /api/carts/customized-product/store/{productId} { quantity, typevalue } */
    readonly storeLine: (line: StoreLine) => Effect.Effect<CartChange, GatewayError>
    /** DELETE /api/carts/customized-product/delete/{lineId} */
    readonly deleteLine: (lineId: number) => Effect.Effect<CartCount, GatewayError>
    /** GET /api/shops/shops/addresses: the shop itself, then the shops it validates. */
    readonly deliveryAddresses: () => Effect.Effect<readonly DeliveryShop[], GatewayError>
    /** POST /api/shop/store { delivery_shop_id, reference_po, comment } */
    readonly saveDeliveryDetails: (details: DeliveryDetails) => Effect.Effect<Cart, GatewayError>
    /** DELETE /api/shop */
    readonly empty: () => Effect.Effect<CartChange, GatewayError>
    /** GET /api/brands/franco/{brandId} */
    readonly brandFranco: (brandId: number) => Effect.Effect<BrandFranco, GatewayError>
    /** PUT /api/carts/order/{cartId} */
    readonly orderCart: (cartId: number) => Effect.Effect<OrderCartResult, GatewayError>
    /** PUT /api/carts/lines/{lineId}/artwork { artwork_id }: null is "fichier à venir" (decision 076). */
    readonly chooseLineArtwork: (lineId: number, artworkId: number | null) => Effect.Effect<Cart, GatewayError>
    /** POST /api/carts/quick-order { lines: [{ line, reference, option, quantity }] } (decision 041) */
    readonly quickOrder: (lines: readonly QuickOrderLine[]) => Effect.Effect<QuickOrderResult, GatewayError>
  }
>()('ecrin/CartGateway') {}
