import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/order-status'
import type { MailMessage } from '../../platform/mail/mail.public'
import type { MoveMailFacts } from './order-move-store'

export type MovedOrder = { id: number; number: string; to: OrderStatus; reason: string | null }

// The shop's notice of a back-office move (decision 034), in French, signed with the company identity of
// the settings (screen /backoffice/parametres).
export function orderMoveMail(order: MovedOrder, facts: MoveMailFacts, publicUrl: string): MailMessage {
  const label = ORDER_STATUS_LABELS[order.to]
  const signature = [facts.companyName, facts.companyAddress, facts.companyEmail].filter((part) => part.trim() !== '')
  const text = [
    'Bonjour,',
    '',
    `Votre commande ${order.number} (${facts.shopName}) est désormais au statut « ${label} ».`,
    ...(order.reason === null ? [] : [`Motif : ${order.reason}`]),
    '',
    `Le détail de la commande : ${publicUrl.replace(/\/+$/, '')}/account/order/${order.id}`,
    `Pour toute question, écrivez-nous à ${facts.companyEmail}.`,
    '',
    'Cordialement,',
    ...signature,
  ].join('\n')
  return { to: facts.shopEmail, subject: `${facts.companyName} — commande ${order.number} : ${label}`, text }
}
