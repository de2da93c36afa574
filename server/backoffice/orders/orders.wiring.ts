import type { Database } from '../../platform/db/database'
import type { MailSender } from '../../platform/mail/mail.public'
import type { Clock } from '../../platform/shared/clock'
import { drizzleBackofficeOrderReader } from './order-detail.drizzle'
import { backofficeOrderUseCases, type BackofficeOrderUseCases } from './order-use-cases'
import { drizzleMoveMailFacts, drizzleOrderMoveStore } from './order-move-store.drizzle'

// The feature's adapters on one database, for the back office's composition (server/wiring).
export function wireBackofficeOrders(input: {
  db: Database
  mail: MailSender
  clock: Clock
  publicUrl: string
  afterResponse: (task: () => Promise<unknown>) => void
}): BackofficeOrderUseCases {
  return backofficeOrderUseCases({
    reader: drizzleBackofficeOrderReader(input.db),
    store: drizzleOrderMoveStore(input.db),
    mailFacts: drizzleMoveMailFacts(input.db),
    mail: input.mail,
    clock: input.clock,
    publicUrl: input.publicUrl,
    afterResponse: input.afterResponse,
  })
}
