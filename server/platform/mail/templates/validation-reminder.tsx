// To the head office: an order still waits for its validation (docs/decisions/072-mail-templates.md). The
// caller counts the working days (src/domain/working-days.ts); the template only says them.
import type { MailContext } from './letterhead'
import { type ComposedMail, type MailOrder, MailText, OrderLetter, parisDate } from './mail-blocks'

export type ValidationReminderData = MailContext & { order: MailOrder; waitingSince: Date; workingDays: number }

export function workingDaysText(count: number): string {
  return count <= 1 ? `${count} jour ouvré` : `${count} jours ouvrés`
}

export function validationReminderSubject(data: ValidationReminderData): string {
  return (
    `Rappel : commande ${data.order.number} de ${data.order.shopName} à valider ` +
    `depuis ${workingDaysText(data.workingDays)}`
  )
}

function ValidationReminderMail(data: ValidationReminderData) {
  const { order } = data
  return (
    <OrderLetter
      context={data}
      subject={validationReminderSubject(data)}
      title={`Commande à valider : ${order.number}`}
      order={order}
      action={{ path: `/account/ordervalid/${order.id}`, label: 'Valider la commande' }}
    >
      <MailText>
        La commande {order.number} du magasin {order.shopName} attend votre validation depuis le{' '}
        {parisDate(data.waitingSince)} ({workingDaysText(data.workingDays)}). Elle ne sera préparée qu'après votre
        décision.
      </MailText>
    </OrderLetter>
  )
}

export function validationReminderMail(data: ValidationReminderData): ComposedMail {
  return { subject: validationReminderSubject(data), element: <ValidationReminderMail {...data} /> }
}
