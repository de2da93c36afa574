// To the head office: a shop's order waits for its validation (docs/decisions/072-mail-templates.md).
import { Letterhead, type MailContext } from './letterhead'
import {
  ActionButton,
  type ComposedMail,
  MailText,
  MailTitle,
  type MailOrder,
  OrderLinesTable,
  OrderTotals,
  parisDateTime,
  siteLink,
} from './mail-blocks'

export type OrderToValidateData = MailContext & { order: MailOrder }

export function orderToValidateSubject(data: OrderToValidateData): string {
  return `Commande à valider : ${data.order.number} de ${data.order.shopName}`
}

function OrderToValidateMail(data: OrderToValidateData) {
  const { order } = data
  return (
    <Letterhead company={data.company} preview={orderToValidateSubject(data)}>
      <MailTitle>Commande à valider : {order.number}</MailTitle>
      <MailText>
        Le magasin {order.shopName} a passé la commande {order.number} le {parisDateTime(order.placedAt)}. Elle attend
        votre validation avant d'être préparée.
      </MailText>
      <OrderLinesTable lines={order.lines} />
      <OrderTotals totals={order.totals} />
      {order.comment ? <MailText>Commentaire du magasin : {order.comment}</MailText> : null}
      <ActionButton href={siteLink(data.publicUrl, `/account/ordervalid/${order.id}`)} label="Valider la commande" />
    </Letterhead>
  )
}

export function orderToValidateMail(data: OrderToValidateData): ComposedMail {
  return { subject: orderToValidateSubject(data), element: <OrderToValidateMail {...data} /> }
}
