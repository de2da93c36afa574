import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm'
import type { Database, Transaction } from '../../platform/db/database'
import { shops } from '../../platform/db/schema'
import { mailOptOuts, orderNotices } from '../../platform/db/schema-conversation'
import { readSettings } from '../../backoffice/settings/settings.public'
import { readOrderRecord } from '../orders/orders.public'
import type { ConversationFacts, MailAccount, OrderNotice } from './conversation-facts'

const BATCH = 20

/**
 * Due notices not yet done, locked for this transaction; SKIP LOCKED lets another server take the next ones
 * meanwhile, so each notice is handled by exactly one server (decision 039's rule for the outbox).
 */
export async function claimDueNotices(tx: Transaction, now: Date): Promise<OrderNotice[]> {
  return tx
    .select({
      id: orderNotices.id,
      orderId: orderNotices.orderId,
      kind: orderNotices.kind,
      proofRoundId: orderNotices.proofRoundId,
    })
    .from(orderNotices)
    .where(and(isNull(orderNotices.doneAt), lte(orderNotices.dueAt, now)))
    .orderBy(asc(orderNotices.dueAt), asc(orderNotices.id))
    .limit(BATCH)
    .for('update', { skipLocked: true })
}

/** Done; a decision also closes the order's edits still waiting: its mail tells them. */
export async function markNoticeDone(tx: Transaction, notice: OrderNotice, now: Date): Promise<void> {
  await tx.update(orderNotices).set({ doneAt: now }).where(eq(orderNotices.id, notice.id))
  if (notice.kind !== 'decided') return
  await tx
    .update(orderNotices)
    .set({ doneAt: now })
    .where(
      and(
        eq(orderNotices.orderId, notice.orderId),
        eq(orderNotices.kind, 'edited'),
        isNull(orderNotices.doneAt),
        ne(orderNotices.id, notice.id),
      ),
    )
}

async function account(db: Database | Transaction, shopId: number | null): Promise<MailAccount | null> {
  if (shopId === null) return null
  const [row] = await db
    .select({ id: shops.id, name: shops.name, email: shops.email })
    .from(shops)
    .where(eq(shops.id, shopId))
  if (row === undefined) return null
  const optOuts = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.shopId, shopId))
  return { ...row, optOuts: optOuts.map((optOut) => optOut.kind) }
}

/** Everything the notice's mails are written from; null when the order is gone. */
export async function readConversationFacts(tx: Transaction, orderId: number): Promise<ConversationFacts | null> {
  const order = await readOrderRecord(tx, orderId)
  if (order === null) return null
  const shop = await account(tx, order.shop.id)
  if (shop === null) return null
  const settings = await readSettings(tx)
  return {
    order,
    shop,
    headOffice: await account(tx, order.shopValidatorId),
    company: { name: settings.companyName, address: settings.companyAddress, email: settings.companyEmail },
    orderDeskEmail: settings.orderNotificationEmail,
    reminderDays: settings.validationReminderDays,
  }
}
