import { describe, expect, it } from 'vitest'
import { Rejected, SessionExpired } from '../../../src/application/errors'
import { AccountGateway } from '../../../src/application/portal/ports/account-gateway'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { lastResetToken, mailsTo } from '../../support/live-server/reset-link'

// The account adapter against the production server; the reset link is read from the mail outbox.

const live = useLiveServer()

const SENT = 'Votre demande a bien été envoyée, veuillez consulter votre email.'
const UPDATED = 'Mot de passe mis à jour avec succès'
const NEW_PASSWORD = 'Nouveau2026pass'
const WEAK = 'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.'

async function aSignedInShop(brandOverrides: Parameters<typeof aBrand>[1] = {}) {
  const h = liveGateways(live)
  const shop = await aShop(live.db, { brandId: (await aBrand(live.db, brandOverrides)).id })
  h.save('shop', await live.loginShop(shop.identifiant, DEFAULT_PASSWORD))
  return { ...h, shop }
}

async function aRequestedReset() {
  const h = liveGateways(live)
  const shop = await aShop(live.db)
  await h.run(AccountGateway.use((g) => g.forgotPassword(shop.identifiant)))
  return { ...h, shop, token: (await lastResetToken(live, shop.email)) ?? '' }
}

describe('AccountGateway over HTTP, against the server', () => {
  it('answers the same to a known and an unknown identifiant, mailing a link only to the known one', async () => {
    const h = liveGateways(live)
    const shop = await aShop(live.db)
    expect(await h.run(AccountGateway.use((g) => g.forgotPassword(`${shop.identifiant}-inconnu`)))).toEqual({
      message: SENT,
    })
    expect(await mailsTo(live, shop.email)).toBe(0)
    expect(await h.run(AccountGateway.use((g) => g.forgotPassword(shop.identifiant)))).toEqual({ message: SENT })
    expect(await mailsTo(live, shop.email)).toBe(1)
    expect(await lastResetToken(live, shop.email)).toMatch(/^[\w-]{20,}$/)
  })

  it('resets the password once with the mailed token', async () => {
    const h = await aRequestedReset()
    const reset = { token: h.token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD }
    expect(await h.run(AccountGateway.use((g) => g.resetPassword(reset)))).toEqual({ message: UPDATED })
    await expect(live.loginShop(h.shop.identifiant, NEW_PASSWORD)).resolves.toMatchObject({ UserId: String(h.shop.id) })
    expect(await h.flip(AccountGateway.use((g) => g.resetPassword(reset)))).toEqual(
      new Rejected({ status: 400, message: "L'identifiant renseigné est incorrect ou inexistant" }),
    )
  })

  it.each([
    ['too short', 'court1', 'court1', WEAK],
    ['without digit', 'sansaucunchiffre', 'sansaucunchiffre', WEAK],
    ['not confirmed', NEW_PASSWORD, `${NEW_PASSWORD}x`, 'Les mots de passe ne correspondent pas.'],
  ])('refuses a new password %s', async (_case, password, confirmation, message) => {
    const h = await aRequestedReset()
    const error = await h.flip(AccountGateway.use((g) => g.resetPassword({ token: h.token, password, confirmation })))
    expect(error).toEqual(new Rejected({ status: 422, message }))
  })

  it('changes the signed-in shop’s password given the current one', async () => {
    const h = await aSignedInShop()
    const change = (current: string) =>
      AccountGateway.use((g) => g.changePassword({ current, password: NEW_PASSWORD, confirmation: NEW_PASSWORD }))
    expect(await h.flip(change('faux'))).toEqual(
      new Rejected({ status: 400, message: 'Le mot de passe actuel est incorrect.' }),
    )
    expect(await h.run(change(DEFAULT_PASSWORD))).toEqual({ message: UPDATED })
    await expect(live.loginShop(h.shop.identifiant, NEW_PASSWORD)).resolves.toMatchObject({ UserId: String(h.shop.id) })
  })

  it('gives a web link to the brand’s external shop, or the French refusal without one', async () => {
    const withShop = await aSignedInShop({ ecommerceUrl: 'https://boutique.exemple.fr/sso' })
    expect(await withShop.run(AccountGateway.use((g) => g.ecommerceLink()))).toMatch(
      /^https:\/\/boutique\.exemple\.fr\/sso\?token=/,
    )
    const without = await aSignedInShop({ ecommerceUrl: null })
    expect(await without.flip(AccountGateway.use((g) => g.ecommerceLink()))).toEqual(
      new Rejected({ status: 422, message: "Aucune boutique en ligne n'est configurée pour votre enseigne." }),
    )
  })

  it('ends signed-in calls in SessionExpired when no shop is signed in', async () => {
    const h = liveGateways(live)
    expect(await h.flip(AccountGateway.use((g) => g.ecommerceLink()))).toBeInstanceOf(SessionExpired)
    const change = { current: DEFAULT_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD }
    expect(await h.flip(AccountGateway.use((g) => g.changePassword(change)))).toBeInstanceOf(SessionExpired)
  })
})
