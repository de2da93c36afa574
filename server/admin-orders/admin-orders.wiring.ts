import type { Database } from '../db/database'
import type { MailSender } from '../mail/mail.public'
import type { Clock } from '../shared/clock'
import { drizzleAdminOrderReader } from './admin-order-detail.drizzle'
import { adminOrderUseCases, type AdminOrderUseCases } from './admin-order-use-cases'
import { drizzleMoveMailFacts, drizzleOrderMoveStore } from './order-move-store.drizzle'

// The feature's adapters on one database, for the back office's composition (server/wiring).
export function wireAdminOrders(input: {
  db: Database
  mail: MailSender
  clock: Clock
  publicUrl: string
  afterResponse: (task: () => Promise<unknown>) => void
}): AdminOrderUseCases {
  return adminOrderUseCases({
    reader: drizzleAdminOrderReader(input.db),
    store: drizzleOrderMoveStore(input.db),
    mailFacts: drizzleMoveMailFacts(input.db),
    mail: input.mail,
    clock: input.clock,
    publicUrl: input.publicUrl,
    afterResponse: input.afterResponse,
  })
}
