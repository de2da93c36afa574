import { createHash, randomBytes } from 'node:crypto'
import { ACCOUNT_ADMIN_MESSAGES as M } from '../../../src/domain/messages/backoffice-messages'
import type { MailSender } from '../../platform/mail/mail.public'
import type { Clock } from '../../platform/shared/clock'
import { missing, refused, saved, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type { CustomerStore } from './customer-store'
import { CUSTOMER_ENTITY } from './customers.use-case'

/** A set-up link waits longer than a forgotten-password one: the shop may open its mail days later. */
export const PASSWORD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000

// Hashed as server/account does for reset tokens: both end at POST /change-password with the same table.
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

function setupMail(company: string, shop: { name: string; identifiant: string }, link: string) {
  const text = [
    'Bonjour,',
    '',
    `${company} vous ouvre l’accès à votre espace client pour le magasin « ${shop.name} ».`,
    `Votre identifiant de connexion : ${shop.identifiant}`,
    '',
    'Pour choisir votre mot de passe, ouvrez ce lien (valable 7 jours, utilisable une seule fois) :',
    link,
    '',
    `Si vous n’attendiez pas ce message, ignorez-le ou répondez-nous : ${company}.`,
  ].join('\n')
  return { subject: M.passwordLinkSubject(company), text }
}

// POST /admin/customers/{id}/password-link (decision 033): a shop created by the back office has no
// password; this mails it a one-time link to /reset-password/{token}, where it sets one through the
// portal's usual reset call. Only the token's hash is stored; a new link voids the earlier ones.
export function sendPasswordLink(deps: { store: CustomerStore; mail: MailSender; clock: Clock; publicUrl: string }) {
  return async (actor: AdminActor, id: number): Promise<WriteOutcome<{ email: string }>> => {
    const token = randomBytes(32).toString('base64url')
    const prepared = await deps.store.run(async (unit) => {
      const shop = await unit.lock(id)
      if (shop === null) return missing
      if (!shop.active) return refused(M.shopInactive)
      const now = deps.clock.now()
      await unit.issuePasswordToken(id, hashToken(token), new Date(now.getTime() + PASSWORD_LINK_TTL_MS), now)
      const after = { email: shop.email, identifiant: shop.identifiant }
      await unit.audit({ actor, entity: CUSTOMER_ENTITY, entityId: id, action: 'password-link', before: null, after })
      return saved({ shop, company: await unit.companyName() })
    })
    if (prepared.kind !== 'saved') return prepared
    const { shop, company } = prepared.record
    const link = `${deps.publicUrl.replace(/\/+$/, '')}/reset-password/${token}`
    // The outbox keeps the message before any delivery attempt: an SMTP failure loses nothing.
    await deps.mail.send({ to: shop.email, ...setupMail(company, shop, link) })
    return saved({ email: shop.email })
  }
}
