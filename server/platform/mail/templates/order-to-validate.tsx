// To the head office: a shop's order waits for its validation (docs/decisions/072-mail-templates.md).
import type { MailContext } from './letterhead'
import { type ComposedMail, type MailOrder, MailText, OrderLetter, parisDateTime } from './mail-blocks'

export type OrderToValidateData = MailContext & { order: MailOrder }

export function orderToValidateSubject(data: OrderToValidateData): string {
  return `Commande à valider : ${data.order.number} de ${data.order.shopName}`
}

function OrderToValidateMail(data: OrderToValidateData) {
  const { order } = data
  return (
    <OrderLetter
      context={data}
      subject={orderToValidateSubject(data)}
      title={`Commande à valider : ${order.number}`}
      order={order}
      action={{ path: `/account/ordervalid/${order.id}`, label: 'Valider la commande' }}
      withShopComment
    >
      <MailText>
        Le magasin {order.shopName} a passé la commande {order.number} le {parisDateTime(order.placedAt)}. Elle attend
        votre validation avant d'être préparée.
      </MailText>
    </OrderLetter>
  )
}

export function orderToValidateMail(data: OrderToValidateData): ComposedMail {
  return { subject: orderToValidateSubject(data), element: <OrderToValidateMail {...data} /> }
}
