import { CONVERSATION_MESSAGES, receivesMail, type OrderMailKind } from '../../../src/domain/order-mails'
import { lineTotalCents } from '../../../src/domain/money'
import { parseLineChange } from '../../../src/domain/order-line-changes'
import { VALIDATION_ACTIONS } from '../validation/validation.public'
import { workingDaysBetween } from '../../../src/domain/working-days'
import {
  type ChangedLine,
  type ComposedMail,
  type MailContext,
  type MailOrder,
  orderDecisionMail,
  orderDeskNewOrderMail,
  orderPlacedMail,
  orderSentForValidationMail,
  orderToValidateMail,
  validationReminderMail,
} from '../../platform/mail/mail.public'
import type { ConversationFacts, MailAccount, OrderNotice } from './conversation-facts'

export type AddressedMail = { to: string; mail: ComposedMail }

function mailOrder(facts: ConversationFacts): MailOrder {
  const { order } = facts
  return {
    id: order.id,
    number: order.number,
    shopName: order.shop.name,
    placedAt: order.createdAt,
    lines: order.lines
      .filter((line) => line.status !== 'refused')
      .map((line) => ({
        productName: line.productName,
        optionLabel: line.optionLabel,
        quantity: line.quantity,
        totalHtCents: lineTotalCents(line.unitPrice, line.quantity),
      })),
    totals: { totalHtCents: order.subtotal, totalTtcCents: order.totalTtc, shippingHtCents: order.shipping },
    comment: order.comment,
  }
}

// The head office's changes, read back from the order's history: each line before → after with its reason.
function changedLines(facts: ConversationFacts): ChangedLine[] {
  return facts.order.events.flatMap((event): ChangedLine[] => {
    const change = parseLineChange(event.action, event.detail)
    if (change === null) return []
    const base = { productName: change.line, optionLabel: '', reason: event.reason }
    if (change.kind === 'detached')
      return [{ ...base, before: { quantity: change.quantity ?? 0, status: 'pending' }, after: null }]
    const current = facts.order.lines.find((line) => `${line.productName} (${line.optionLabel})` === change.line)
    const quantity = current?.quantity ?? change.quantity?.after ?? 0
    const status = current?.status ?? change.status?.after ?? 'pending'
    return [
      {
        ...base,
        before: { quantity: change.quantity?.before ?? quantity, status: change.status?.before ?? status },
        after: { quantity: change.quantity?.after ?? quantity, status: change.status?.after ?? status },
      },
    ]
  })
}

// The head office's comments, and the reason it gave for refusing the whole order.
function headOfficeWords(facts: ConversationFacts): string | null {
  const words = facts.order.events.flatMap((event) => {
    if (event.action === CONVERSATION_MESSAGES.commentAction && event.detail !== null) return [event.detail]
    if (event.action === VALIDATION_ACTIONS.refused && event.reason !== null)
      return [`Motif du refus : ${event.reason}`]
    return []
  })
  return words.length === 0 ? null : words.join('\n\n')
}

function to(account: MailAccount | null, kind: OrderMailKind, mail: () => ComposedMail): AddressedMail[] {
  if (account === null || !receivesMail(account.optOuts, kind)) return []
  return [{ to: account.email, mail: mail() }]
}

/** The mails one notice sends (decision 074); none when the order moved on and a later notice tells it. */
export function conversationMails(
  notice: OrderNotice,
  facts: ConversationFacts,
  publicUrl: string,
  now: Date,
): AddressedMail[] {
  const context: MailContext = { company: facts.company, publicUrl }
  const order = mailOrder(facts)
  const { shop, headOffice } = facts
  const headOfficeName = headOffice?.name ?? 'Le siège'
  const desk = (acceptance: Parameters<typeof orderDeskNewOrderMail>[0]['acceptance']) => [
    { to: facts.orderDeskEmail, mail: orderDeskNewOrderMail({ ...context, order, acceptance }) },
  ]
  const decision = (kind: 'validated' | 'refused' | 'modified') =>
    to(shop, 'order-decision', () =>
      orderDecisionMail({
        ...context,
        order,
        headOfficeName,
        decision: kind,
        changedLines: changedLines(facts),
        headOfficeComment: headOfficeWords(facts),
      }),
    )
  const pending = facts.order.status === 'pending_validation'
  switch (notice.kind) {
    case 'submitted':
      return [
        ...to(headOffice, 'order-to-validate', () => orderToValidateMail({ ...context, order })),
        ...to(shop, 'order-sent-for-validation', () =>
          orderSentForValidationMail({ ...context, order, headOfficeName }),
        ),
      ]
    case 'placed':
      return [
        ...to(shop, 'order-placed', () => orderPlacedMail({ ...context, order })),
        ...desk(facts.order.autoAccepted ? { kind: 'auto-accepted', headOfficeName } : { kind: 'direct' }),
      ]
    case 'edited':
      return pending ? decision('modified') : []
    case 'decided':
      if (facts.order.status === 'refused') return decision('refused')
      if (pending) return []
      return [...decision('validated'), ...desk({ kind: 'validated', headOfficeName })]
    case 'reminder': {
      if (!pending) return []
      const workingDays = workingDaysBetween(facts.order.createdAt, now)
      const waitingSince = facts.order.createdAt
      return to(headOffice, 'validation-reminder', () =>
        validationReminderMail({ ...context, order, waitingSince, workingDays }),
      )
    }
    // Told with their round by proof-conversation-mails.ts (docs/decisions/076-proof-approval.md).
    case 'proof_sent':
    case 'proof_changes':
    case 'proof_approved':
    case 'proof_reminder':
      return []
  }
}
