import type { Database } from '../../platform/db/database'
import type { MailSender } from '../../platform/mail/mail.public'
import type { Clock } from '../../platform/shared/clock'
import { drizzleAdminOrderReader } from './order-detail.drizzle'
import { adminOrderUseCases, type AdminOrderUseCases } from './order-use-cases'
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
