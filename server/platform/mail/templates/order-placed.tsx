// To the shop: its order, placed without a validator, is validated at once (docs/decisions/072-mail-templates.md).
import type { MailContext } from './letterhead'
import { type ComposedMail, type MailOrder, MailText, OrderLetter, parisDateTime } from './mail-blocks'

export type OrderPlacedData = MailContext & { order: MailOrder }

export function orderPlacedSubject(data: OrderPlacedData): string {
  return `Confirmation de votre commande ${data.order.number}`
}

function OrderPlacedMail(data: OrderPlacedData) {
  const { order } = data
  return (
    <OrderLetter
      context={data}
      subject={orderPlacedSubject(data)}
      title={`Merci pour votre commande ${order.number}`}
      order={order}
      action={{ path: `/account/order/${order.id}`, label: 'Voir ma commande' }}
    >
      <MailText>
        Votre commande {order.number} du {parisDateTime(order.placedAt)} est validée : nous la préparons.
      </MailText>
    </OrderLetter>
  )
}

export function orderPlacedMail(data: OrderPlacedData): ComposedMail {
  return { subject: orderPlacedSubject(data), element: <OrderPlacedMail {...data} /> }
}
