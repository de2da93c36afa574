import type { PasswordHasher } from '../../platform/auth/auth.public'
import type { MailSender } from '../../platform/mail/mail.public'
import type { Clock } from '../../platform/shared/clock'
import type { AccountRepository } from './account-repository'
import type { RunAfterResponse } from './password-reset.use-case'
import { ecommerceLink } from './ecommerce-link.use-case'
import { changePassword, requestPasswordReset, resetPassword } from './password-reset.use-case'

export type AccountDeps = {
  accounts: AccountRepository
  mail: MailSender
  passwords: PasswordHasher
  clock: Clock
  publicUrl: string
  linkSecret: string
  // The reset mail goes after the answer (forgot-password timing).
  afterResponse: RunAfterResponse
}

export function accountUseCases(deps: AccountDeps) {
  return {
    requestPasswordReset: requestPasswordReset(deps),
    resetPassword: resetPassword(deps),
    changePassword: changePassword(deps),
    ecommerceLink: ecommerceLink({ accounts: deps.accounts, clock: deps.clock, secret: deps.linkSecret }),
  }
}

export type AccountUseCases = ReturnType<typeof accountUseCases>
