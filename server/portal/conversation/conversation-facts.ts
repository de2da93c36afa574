import type { OrderNoticeKind } from '../../platform/db/schema-conversation'
import type { OrderRecord } from '../orders/orders.public'

/** A notice of the order conversation (server/platform/db/schema-conversation.ts), claimed by one server. */
export type OrderNotice = {
  id: number
  orderId: number
  kind: OrderNoticeKind
  /** The proof round a `proof_*` notice tells of (docs/decisions/076-proof-approval.md); null otherwise. */
  proofRoundId: number | null
}

export type MailAccount = { id: number; name: string; email: string; optOuts: readonly string[] }

/** What the mails of one notice are written from, read in the transaction that claims it. */
export type ConversationFacts = {
  order: OrderRecord
  shop: MailAccount
  /** The shop's head office now; null when it has none. */
  headOffice: MailAccount | null
  company: { name: string; address: string; email: string }
  orderDeskEmail: string
  reminderDays: number
}
