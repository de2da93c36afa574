import type { BackofficeOrderDetailWire, BackofficeOrderSummaryWire } from '../../../src/contract/backoffice/orders'
import { lineTotalCents } from '../../../src/domain/money'
import { allowedMoves } from '../../../src/domain/order-moves'
import { LINE_STATUS_LABELS, ORDER_STATUS_LABELS } from '../../../src/domain/order-status'
import type { BackofficeOrderDetail, BackofficeOrderSummary } from './order-records'

// The contract's BackofficeOrderSummaryWire and BackofficeOrderDetailWire (src/contract/backoffice/orders.ts).

export function presentBackofficeOrderSummary(order: BackofficeOrderSummary): BackofficeOrderSummaryWire {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    status_label: ORDER_STATUS_LABELS[order.status],
    shop: order.shop,
    brand: order.brand,
    lines_count: order.linesCount,
    total_quantity: order.totalQuantity,
    subtotal: order.subtotal,
    shipping: order.shipping,
    vat: order.vat,
    total_ttc: order.totalTtc,
    reference_po: order.referencePo,
    promised_on: order.promisedOn,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  }
}

export function presentBackofficeOrderDetail(order: BackofficeOrderDetail): BackofficeOrderDetailWire {
  const place = order.deliveryShop
  return {
    ...presentBackofficeOrderSummary(order),
    shop_email: order.shopEmail,
    delivery_shop:
      place === null
        ? null
        : {
            id: place.id,
            name: place.name,
            address: { line1: place.line1, postal_code: place.postalCode, city: place.city, country: place.country },
          },
    comment: order.comment,
    lines: order.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      product_name: line.productName,
      product_reference: line.productReference,
      option_label: line.optionLabel,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      line_total: lineTotalCents(line.unitPrice, line.quantity),
      status: line.status,
      status_label: LINE_STATUS_LABELS[line.status],
    })),
    events: order.events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor_label: event.actorLabel,
      action: event.action,
      detail: event.detail,
      reason: event.reason,
    })),
    allowed_moves: allowedMoves(order.status),
  }
}
