import type { AdminRepository } from '../admins/admins.public'
import type { AccessTokens } from '../auth/auth.public'
import { drizzleAuditHistory } from '../audit/audit.public'
import type { PasswordHasher } from '../auth/password-hasher'
import type { Database } from '../db/database'
import type { AfterResponse } from '../http/after-response'
import type { MailSender } from '../mail/mail-sender'
import type { Clock } from '../shared/clock'
import type { BackofficeDeps } from '../backoffice/backoffice.public'

export type BackofficeWiringInput = {
  db: Database
  clock: Clock
  passwords: PasswordHasher
  mail: MailSender
  publicUrl: string
  afterResponse: AfterResponse
  accessTokens: AccessTokens
  admins: AdminRepository
}

// The back office's adapters and use cases (issue 8), wired for server/app-dependencies.ts.
export function wireBackoffice(input: BackofficeWiringInput): BackofficeDeps {
  const { db } = input
  return {
    accessTokens: input.accessTokens,
    admins: input.admins,
    auditHistory: drizzleAuditHistory(db),
  }
}
