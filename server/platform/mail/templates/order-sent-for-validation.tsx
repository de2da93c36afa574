// To the shop: its order has gone to its head office for validation (docs/decisions/072-mail-templates.md).
import { Letterhead, type MailContext } from './letterhead'
import {
  ActionButton,
  type ComposedMail,
  type MailOrder,
  MailText,
  MailTitle,
  OrderLinesTable,
  OrderTotals,
  parisDateTime,
  siteLink,
} from './mail-blocks'

export type OrderSentForValidationData = MailContext & { order: MailOrder; headOfficeName: string }

export function orderSentForValidationSubject(data: OrderSentForValidationData): string {
  return `Commande ${data.order.number} envoyée pour validation à ${data.headOfficeName}`
}

function OrderSentForValidationMail(data: OrderSentForValidationData) {
  const { order } = data
  return (
    <Letterhead company={data.company} preview={orderSentForValidationSubject(data)}>
      <MailTitle>Votre commande {order.number} attend sa validation</MailTitle>
      <MailText>
        Votre commande {order.number} du {parisDateTime(order.placedAt)} a bien été envoyée à {data.headOfficeName} pour
        validation. Nous vous écrirons dès que {data.headOfficeName} l'aura examinée.
      </MailText>
      <OrderLinesTable lines={order.lines} />
      <OrderTotals totals={order.totals} />
      <ActionButton href={siteLink(data.publicUrl, `/account/order/${order.id}`)} label="Voir ma commande" />
    </Letterhead>
  )
}

export function orderSentForValidationMail(data: OrderSentForValidationData): ComposedMail {
  return { subject: orderSentForValidationSubject(data), element: <OrderSentForValidationMail {...data} /> }
}
