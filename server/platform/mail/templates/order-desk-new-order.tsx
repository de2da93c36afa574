// To the order desk: an accepted order to prepare (docs/decisions/072-mail-templates.md).
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
    <Letterhead company={data.company} preview={orderDeskNewOrderSubject(data)}>
      <MailTitle>Nouvelle commande à préparer : {order.number}</MailTitle>
      <MailText>
        Magasin : {order.shopName}. Commande du {parisDateTime(order.placedAt)}.
      </MailText>
      <MailText>{acceptanceSentence(data.acceptance)}</MailText>
      <OrderLinesTable lines={order.lines} />
      <OrderTotals totals={order.totals} />
      {order.comment ? <MailText>Commentaire du magasin : {order.comment}</MailText> : null}
      <ActionButton
        href={siteLink(data.publicUrl, `/backoffice/order/details/${order.id}`)}
        label="Ouvrir la commande"
      />
    </Letterhead>
  )
}

export function orderDeskNewOrderMail(data: OrderDeskNewOrderData): ComposedMail {
  return { subject: orderDeskNewOrderSubject(data), element: <OrderDeskNewOrderMail {...data} /> }
}
