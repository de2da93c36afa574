// To the shop: its order, placed without a validator, is validated at once (docs/decisions/072-mail-templates.md).
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

export type OrderPlacedData = MailContext & { order: MailOrder }

export function orderPlacedSubject(data: OrderPlacedData): string {
  return `Confirmation de votre commande ${data.order.number}`
}

function OrderPlacedMail(data: OrderPlacedData) {
  const { order } = data
  return (
    <Letterhead company={data.company} preview={orderPlacedSubject(data)}>
      <MailTitle>Merci pour votre commande {order.number}</MailTitle>
      <MailText>
        Votre commande {order.number} du {parisDateTime(order.placedAt)} est validée : nous la préparons.
      </MailText>
      <OrderLinesTable lines={order.lines} />
      <OrderTotals totals={order.totals} />
      <ActionButton href={siteLink(data.publicUrl, `/account/order/${order.id}`)} label="Voir ma commande" />
    </Letterhead>
  )
}

export function orderPlacedMail(data: OrderPlacedData): ComposedMail {
  return { subject: orderPlacedSubject(data), element: <OrderPlacedMail {...data} /> }
}
