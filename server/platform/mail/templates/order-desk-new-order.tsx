// To the order desk: an accepted order to prepare (docs/decisions/072-mail-templates.md).
import type { MailContext } from './letterhead'
import { type ComposedMail, type MailOrder, MailText, OrderLetter, parisDateTime } from './mail-blocks'

/** How the order came to be accepted: placed by a shop without validator, by its head office, or by a rule. */
export type OrderAcceptance =
  | { kind: 'direct' }
  | { kind: 'validated'; headOfficeName: string }
  | { kind: 'auto-accepted'; headOfficeName: string }

export type OrderDeskNewOrderData = MailContext & { order: MailOrder; acceptance: OrderAcceptance }

export function orderDeskNewOrderSubject(data: OrderDeskNewOrderData): string {
  return `Nouvelle commande à préparer : ${data.order.number} de ${data.order.shopName}`
}

export function acceptanceSentence(acceptance: OrderAcceptance): string {
  switch (acceptance.kind) {
    case 'direct':
      return 'Commande passée directement par le magasin, sans validation requise.'
    case 'validated':
      return `Commande validée par ${acceptance.headOfficeName}.`
    case 'auto-accepted':
      return `Commande acceptée automatiquement selon les règles de ${acceptance.headOfficeName}.`
  }
}

function OrderDeskNewOrderMail(data: OrderDeskNewOrderData) {
  const { order } = data
  return (
    <OrderLetter
      context={data}
      subject={orderDeskNewOrderSubject(data)}
      title={`Nouvelle commande à préparer : ${order.number}`}
      order={order}
      action={{ path: `/backoffice/order/details/${order.id}`, label: 'Ouvrir la commande' }}
      withShopComment
    >
      <MailText>
        Magasin : {order.shopName}. Commande du {parisDateTime(order.placedAt)}.
      </MailText>
      <MailText>{acceptanceSentence(data.acceptance)}</MailText>
    </OrderLetter>
  )
}

export function orderDeskNewOrderMail(data: OrderDeskNewOrderData): ComposedMail {
  return { subject: orderDeskNewOrderSubject(data), element: <OrderDeskNewOrderMail {...data} /> }
}
