// To the shop: its order has gone to its head office for validation (docs/decisions/072-mail-templates.md).
import type { MailContext } from './letterhead'
import { type ComposedMail, type MailOrder, MailText, OrderLetter, parisDateTime } from './mail-blocks'

export type OrderSentForValidationData = MailContext & { order: MailOrder; headOfficeName: string }

export function orderSentForValidationSubject(data: OrderSentForValidationData): string {
  return `Commande ${data.order.number} envoyée pour validation à ${data.headOfficeName}`
}

function OrderSentForValidationMail(data: OrderSentForValidationData) {
  const { order } = data
  return (
    <OrderLetter
      context={data}
      subject={orderSentForValidationSubject(data)}
      title={`Votre commande ${order.number} attend sa validation`}
      order={order}
      action={{ path: `/account/order/${order.id}`, label: 'Voir ma commande' }}
    >
      <MailText>
        Votre commande {order.number} du {parisDateTime(order.placedAt)} a bien été envoyée à {data.headOfficeName} pour
        validation. Nous vous écrirons dès que {data.headOfficeName} l'aura examinée.
      </MailText>
    </OrderLetter>
  )
}

export function orderSentForValidationMail(data: OrderSentForValidationData): ComposedMail {
  return { subject: orderSentForValidationSubject(data), element: <OrderSentForValidationMail {...data} /> }
}
