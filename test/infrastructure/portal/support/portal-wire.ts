import type { Cart } from '../../../../src/application/ports/cart-gateway'
import type { Category, Product } from '../../../../src/application/ports/catalog-gateway'
import type { OrderDetail, OrderSummary } from '../../../../src/application/ports/order-gateway'
import type { DeliveryShop, Franco, ProductOption, ProductSummary } from '../../../../src/application/ports/portal-data'

// The port data written back in the wire shapes of docs/api-contract-portal.md (snake_case,
// cents), so the stand-in server answers exactly what the contract says.

export const optionWire = (o: ProductOption) => ({
  id: o.id,
  label: o.label,
  unit_price: o.unitPriceCents,
  minimum_quantity: o.minimumQuantity,
  pack_multiple: o.packMultiple,
})

export const productSummaryWire = (p: ProductSummary) => ({ id: p.id, name: p.name, reference: p.reference, image_url: p.imageUrl })

export function francoWire(f: Franco) {
  const e = f.evaluation
  return {
    franco_qty: f.thresholds.quantity,
    franco_price: f.thresholds.amountCents,
    reached: e.kind === 'reached',
    configured: e.kind !== 'not-configured',
    missing_qty: e.kind === 'missing' ? e.quantity : e.kind === 'reached' ? 0 : null,
    missing_price: e.kind === 'missing' ? e.amountCents : e.kind === 'reached' ? 0 : null,
    progress: e.kind === 'missing' ? e.progress : e.kind === 'reached' ? 1 : 0,
  }
}

export const deliveryShopWire = (s: DeliveryShop) => ({
  id: s.id,
  name: s.name,
  address: { line1: s.address.line1, postal_code: s.address.postalCode, city: s.address.city, country: s.address.country },
})

export const categoryWire = (c: Category) => ({ id: c.id, name: c.name, slug: c.slug, product_count: c.productCount })

export const productWire = (p: Product) => ({
  ...productSummaryWire(p),
  description: p.description,
  category: p.category,
  options: p.options.map(optionWire),
})

export const cartWire = (c: Cart) => ({
  id: c.id,
  lines: c.lines.map((l) => ({ id: l.id, product: productSummaryWire(l.product), option: optionWire(l.option), quantity: l.quantity, line_total: l.lineTotalCents })),
  numberOfProductsInCart: c.numberOfProductsInCart,
  total: c.subtotalCents,
  franco: francoWire(c.franco),
  shipping: c.shippingCents,
  vat: c.vatCents,
  total_ttc: c.totalTtcCents,
  delivery_shop: c.deliveryShop === null ? null : deliveryShopWire(c.deliveryShop),
  reference_po: c.referencePo,
  comment: c.comment,
})

export const orderSummaryWire = (o: OrderSummary) => ({
  id: o.id,
  number: o.number,
  status: o.status,
  status_label: o.statusLabel,
  created_at: o.createdAt,
  shop: o.shop,
  lines_count: o.linesCount,
  quantity: o.quantity,
  subtotal: o.subtotalCents,
  total_ttc: o.totalTtcCents,
})

export const orderDetailWire = (o: OrderDetail) => ({
  ...orderSummaryWire(o),
  delivery_shop: o.deliveryShop === null ? null : deliveryShopWire(o.deliveryShop),
  reference_po: o.referencePo,
  comment: o.comment,
  lines: o.lines.map((l) => ({
    id: l.id,
    product: productSummaryWire(l.product),
    option: optionWire(l.option),
    quantity: l.quantity,
    unit_price: l.unitPriceCents,
    line_total: l.lineTotalCents,
    status: l.status,
    status_label: l.statusLabel,
  })),
  totals: {
    quantity: o.totals.quantity,
    subtotal: o.totals.subtotalCents,
    shipping: o.totals.shippingCents,
    vat: o.totals.vatCents,
    total_ttc: o.totals.totalTtcCents,
  },
  franco: francoWire(o.franco),
  events: o.events,
  can_validate: o.canValidate,
})
