import type { OrderDetailWire } from '../../../src/contract/portal/orders'
import type { OrderSummaryWire } from '../../../src/contract/portal/shared-shapes'
import { lineTotalCents } from '../../../src/domain/money'
import { LINE_STATUS_LABELS, ORDER_STATUS_LABELS } from '../../../src/domain/order-status'
import { presentDeliveryShop } from '../cart/cart.public'
import { presentTiers } from '../catalog/catalog.public'
import { francoOf, pricedTotals } from '../pricing/pricing.public'
import type { OrderRecord, OrderSummaryRecord } from './order-records'

// The contract's OrderSummaryWire and OrderDetailWire (src/contract/portal).

export function presentOrderSummary(order: OrderSummaryRecord): OrderSummaryWire {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    created_at: order.createdAt.toISOString(),
    shop: order.shop,
    lines_count: order.linesCount,
    quantity: order.quantity,
    subtotal: order.subtotal,
    total_ttc: order.totalTtc,
    auto_accepted: order.autoAccepted,
  }
}

export function presentOrderDetail(order: OrderRecord, callerShopId: number): OrderDetailWire {
  const totals = pricedTotals(
    order.lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.unitPrice, status: line.status })),
    order.terms,
  )
  return {
    ...presentOrderSummary(order),
    delivery_shop: order.deliveryShop === null ? null : presentDeliveryShop(order.deliveryShop),
    reference_po: order.referencePo,
    comment: order.comment,
    lines: order.lines.map((line) => ({
      id: line.id,
      product: {
        id: line.productId,
        name: line.productName,
        reference: line.productReference,
        image_url: line.productImageUrl,
      },
      // The book the line was placed with, never today's prices (docs/decisions/075).
      option: {
        id: line.optionId,
        label: line.optionLabel,
        unit_price: line.priceBook?.unitPriceCents ?? line.unitPrice,
        price_tiers: presentTiers(line.priceBook?.tiers ?? []),
        minimum_quantity: line.minimumQuantity,
        pack_multiple: line.packMultiple,
        proof_required: line.proofRequired,
      },
      quantity: line.quantity,
      unit_price: line.unitPrice,
      line_total: lineTotalCents(line.unitPrice, line.quantity),
      status: line.status,
      status_label: LINE_STATUS_LABELS[line.status],
    })),
    totals: {
      quantity: totals.quantity,
      subtotal: totals.subtotalCents,
      shipping: totals.shippingCents,
      vat: totals.vatCents,
      vat_rate_basis_points: order.terms.vatRateBasisPoints,
      total_ttc: totals.totalCents,
    },
    franco: francoOf(totals, order.terms),
    events: order.events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor: event.actor,
      action: event.action,
      detail: event.detail,
      reason: event.reason,
    })),
    can_validate: order.status === 'pending_validation' && order.shopValidatorId === callerShopId,
    promised_on: order.promisedOn,
  }
}
