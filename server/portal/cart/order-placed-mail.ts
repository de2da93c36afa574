import { ACCOUNT_ADMIN_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { formatEuros } from '../../../src/domain/money'
import { ORDER_STATUS_LABELS } from '../../../src/domain/order-status'
import type { MailSender } from '../../platform/mail/mail.public'
import type { SettingsReader } from '../../backoffice/settings/settings.public'

export type PlacedOrderNotice = {
  id: number
  number: string
  status: 'pending_validation' | 'validated'
  shop: { name: string; identifiant: string }
  totalTtc: number
}

/** Told of each order once its transaction has committed; never fails the order. */
export type OrderPlacedNotifier = (order: PlacedOrderNotice) => void

// The back office hears of every new order at the settings' notification address (decision 033). The mail
// goes after the answer, through the outbox: a mail failure is logged and loses no order.
export function orderPlacedMail(deps: {
  mail: MailSender
  settings: SettingsReader
  publicUrl: string
  afterResponse: (task: () => Promise<unknown>) => void
}): OrderPlacedNotifier {
  return (order) =>
    deps.afterResponse(async () => {
      const settings = await deps.settings.read()
      const text = [
        `Une nouvelle commande a été passée sur l’espace client de ${settings.companyName}.`,
        '',
        `Commande : ${order.number}`,
        `Magasin : ${order.shop.name} (${order.shop.identifiant})`,
        `Statut : ${ORDER_STATUS_LABELS[order.status]}`,
        `Total TTC : ${formatEuros(order.totalTtc)}`,
        '',
        `Détail : ${deps.publicUrl.replace(/\/+$/, '')}/backoffice/order/details/${order.id}`,
      ].join('\n')
      const subject = ACCOUNT_ADMIN_MESSAGES.orderNotificationSubject(order.number, order.shop.name)
      await deps.mail.send({ to: settings.orderNotificationEmail, subject, text })
    })
}
