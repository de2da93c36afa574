import { receivesMail } from '../../../src/domain/order-mails'
import { workingDaysBetween } from '../../../src/domain/working-days'
import { type MailContext, proofMail, type ProofMailStep } from '../../platform/mail/mail.public'
import type { AddressedMail } from './conversation-mails'
import type { ConversationFacts, MailAccount, OrderNotice } from './conversation-facts'
import { type ProofNoticeFacts, readProofNoticeFacts } from './proof-notice-facts.drizzle'
import type { Transaction } from '../../platform/db/database'

// Who hears of a proof step (docs/decisions/076-proof-approval.md): the approver (the shop's head office when it
// has one, else the shop) of a proof to approve and of its reminder; the order desk of every answer, and the shop
// of its head office's answer. A notice whose round has been overtaken (a newer version sent, or answered before
// the reminder left) tells nothing: the later notice tells what matters.

const toAccount = (
  account: MailAccount,
  kind: Parameters<typeof receivesMail>[1],
  build: () => AddressedMail['mail'],
) => (receivesMail(account.optOuts, kind) ? [{ to: account.email, mail: build() }] : [])

export function proofConversationMails(
  notice: OrderNotice,
  facts: ConversationFacts,
  round: ProofNoticeFacts,
  publicUrl: string,
  now: Date,
): AddressedMail[] {
  const context: MailContext = { company: facts.company, publicUrl }
  const approver = facts.headOffice ?? facts.shop
  const mail = (step: ProofMailStep) => proofMail({ ...context, proof: round.proof, step })
  const waiting = round.latest && !round.answered && round.state === 'sent'
  switch (notice.kind) {
    case 'proof_sent':
      return waiting ? toAccount(approver, 'proof-to-approve', () => mail({ kind: 'to-approve' })) : []
    case 'proof_reminder': {
      if (!waiting) return []
      const workingDays = workingDaysBetween(round.proof.sentAt, now)
      return toAccount(approver, 'proof-reminder', () => mail({ kind: 'reminder', workingDays }))
    }
    case 'proof_approved':
    case 'proof_changes': {
      const kind = notice.kind === 'proof_approved' ? 'approved' : 'changes'
      const desk = [{ to: facts.orderDeskEmail, mail: mail({ kind, reader: 'desk' }) }]
      const shop =
        facts.headOffice === null ? [] : toAccount(facts.shop, 'proof-answered', () => mail({ kind, reader: 'shop' }))
      return [...desk, ...shop]
    }
    default:
      return []
  }
}

/** The mails of a `proof_*` notice, its round read in the claiming transaction. */
export async function proofNoticeMails(
  tx: Transaction,
  notice: OrderNotice,
  facts: ConversationFacts,
  publicUrl: string,
  now: Date,
): Promise<AddressedMail[]> {
  if (notice.proofRoundId === null) return []
  const round = await readProofNoticeFacts(tx, notice.proofRoundId, facts.order.shop.name)
  return round === null ? [] : proofConversationMails(notice, facts, round, publicUrl, now)
}
