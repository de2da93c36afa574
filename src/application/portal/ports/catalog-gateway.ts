import { Context, type Effect } from 'effect'
import type { PagingParams } from '../../../domain/paging'
import type { GatewayError } from '../../errors'
import type { CalendarDayText, Page, ProductOption } from './portal-data'

export type Category = {
  readonly id: number
  readonly name: string
  readonly slug: string
  readonly productCount: number
}

export type Product = {
  readonly id: number
  readonly name: string
  readonly reference: string
  readonly description: string | null
  readonly imageUrl: string | null
  readonly category: { readonly id: number; readonly name: string } | null
  /** Each with the balance the shop's brand keeps of it, null when none (docs/decisions/077-brand-stock.md). */
  readonly options: readonly (ProductOption & { readonly stock: number | null })[]
  /** The day it would be delivered if ordered today; null when the product has no production time. */
  readonly estimatedDelivery: CalendarDayText | null
  /** The day for an option kept in the brand's stock (delivery days alone); null when none is kept. */
  readonly estimatedDeliveryFromStock: CalendarDayText | null
}

/** Paging (first/rows/sort) plus the two catalogue filters; null or '' means "any". */
export type ProductQuery = {
  readonly paging: PagingParams
  readonly categoryId?: number | null
  readonly search?: string | null
}

/** The shop's catalogue: its brand's active custom products (decisions §5). */
export class CatalogGateway extends Context.Service<
  CatalogGateway,
  {
    /** GET /api/categories: the categories holding products the shop can order. */
    readonly categories: () => Effect.Effect<readonly Category[], GatewayError>
    /** GET /api/customized-products with _start/_limit/_sort/_order, category and q. */
    readonly products: (query: ProductQuery) => Effect.Effect<Page<Product>, GatewayError>
  }
>()('ecrin/CatalogGateway') {}
