import { createHash, randomBytes } from 'node:crypto'
import { checkNewPassword, passwordMessage } from '../../../src/domain/password-rule'
import type { PasswordHasher } from '../../platform/auth/auth.public'
import type { MailSender } from '../../platform/mail/mail.public'
import type { Clock } from '../../platform/shared/clock'
import { ACCOUNT_MESSAGES, RESET_MAIL_SUBJECT } from './account-messages'
import type { AccountRepository } from './account-repository'

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000

export type PasswordResetDeps = {
  accounts: AccountRepository
  mail: MailSender
  passwords: PasswordHasher
  clock: Clock
  publicUrl: string
}

export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

function resetMail(name: string, link: string): { subject: string; text: string } {
  const text = [
    'Bonjour,',
    '',
    `Une réinitialisation du mot de passe du compte « ${name} » a été demandée.`,
    'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, utilisable une seule fois) :',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ].join('\n')
  return { subject: RESET_MAIL_SUBJECT, text }
}

// Runs a task once the answer has gone (server/platform/http/after-response.ts in production).
export type RunAfterResponse = (task: () => Promise<unknown>) => void

// POST /forgot-password: the same answer whether or not the identifiant exists, so that it cannot be
// used to find accounts. Before the answer, both cases do exactly one thing: hand the work to the
// after-answer queue. After it, the same task draws and hashes a token and runs the same statements in
// both cases; only then does a known shop's mail (outbox and SMTP) part ways
// (docs/decisions/022-forgot-password-timing.md, docs/decisions/065-audit-pages-and-readers.md).
export function requestPasswordReset(deps: PasswordResetDeps & { afterResponse: RunAfterResponse }) {
  const issueAndMail = async (identifiant: string) => {
    const token = randomBytes(32).toString('base64url')
    const now = deps.clock.now()
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS)
    const recipient = await deps.accounts.issueResetToken(identifiant, hashResetToken(token), expiresAt, now)
    if (recipient === null) return
    const link = `${deps.publicUrl}/reset-password/${token}`
    await deps.mail.send({ to: recipient.email, ...resetMail(recipient.name, link) })
  }
  return async (identifiant: string): Promise<void> => {
    deps.afterResponse(() => issueAndMail(identifiant))
  }
}

export type PasswordChangeResult = { kind: 'updated' } | { kind: 'refused'; status: 400 | 422; message: string }

export function resetPassword(deps: Omit<PasswordResetDeps, 'mail' | 'publicUrl'>) {
  return async (input: { token: string; password: string; confirmation: string }): Promise<PasswordChangeResult> => {
    const tokenHash = hashResetToken(input.token)
    const badToken = { kind: 'refused', status: 400, message: ACCOUNT_MESSAGES.badResetToken } as const
    if (!(await deps.accounts.isResetTokenUsable(tokenHash, deps.clock.now()))) return badToken
    const problem = passwordMessage(checkNewPassword(input.password, input.confirmation))
    if (problem !== null) return { kind: 'refused', status: 422, message: problem }
    const passwordHash = await deps.passwords.hash(input.password)
    // Checked again when spent: a concurrent reset with the same link may have won meanwhile.
    return (await deps.accounts.resetPassword(tokenHash, passwordHash, deps.clock.now()))
      ? { kind: 'updated' }
      : badToken
  }
}

// `session`: the caller's refresh family, the only session of the shop that survives the change.
export function changePassword(deps: Omit<PasswordResetDeps, 'mail' | 'publicUrl'>) {
  type Input = { current: string; password: string; confirmation: string }
  return async (shopId: number, input: Input, session: string | null): Promise<PasswordChangeResult> => {
    const storedHash = await deps.accounts.findPasswordHash(shopId)
    if (storedHash === null || !(await deps.passwords.verify(storedHash, input.current))) {
      return { kind: 'refused', status: 400, message: ACCOUNT_MESSAGES.wrongCurrentPassword }
    }
    const problem = passwordMessage(checkNewPassword(input.password, input.confirmation))
    if (problem !== null) return { kind: 'refused', status: 422, message: problem }
    await deps.accounts.updatePassword(shopId, await deps.passwords.hash(input.password), deps.clock.now(), session)
    return { kind: 'updated' }
  }
}
