import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import {
  AccountGateway,
  type PasswordChange,
  type PasswordReset,
} from '../../../src/application/portal/ports/account-gateway'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { lastResetToken } from '../../support/live-server/reset-link'

const live = useLiveServer()

const NEW_PASSWORD = 'Nouveau2026x'

// Calls with no rule of the browser's go to the port itself, as the screens do (docs/decisions/056).
const requestPasswordReset = (identifiant: string) =>
  AccountGateway.use((account) => account.forgotPassword(identifiant))
const resetPassword = (reset: PasswordReset) => AccountGateway.use((account) => account.resetPassword(reset))
const changePassword = (change: PasswordChange) => AccountGateway.use((account) => account.changePassword(change))
const openEcommerceLink = () => AccountGateway.use((account) => account.ecommerceLink())

async function aSignedInShop(brandOverrides: Parameters<typeof aBrand>[1] = {}) {
  const app = liveGateways(live)
  const shop = await aShop(live.db, { brandId: (await aBrand(live.db, brandOverrides)).id })
  app.save('shop', await live.loginShop(shop.identifiant, DEFAULT_PASSWORD))
  return app
}

describe('account calls over the live server', () => {
  it('requests a reset link, then resets the password with it', async () => {
    const app = liveGateways(live)
    const shop = await aShop(live.db)
    expect(await app.run(requestPasswordReset(shop.identifiant))).toEqual({
      message: 'Votre demande a bien été envoyée, veuillez consulter votre email.',
    })
    const token = (await lastResetToken(live, shop.email)) ?? ''
    expect(await app.run(resetPassword({ token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD }))).toEqual({
      message: 'Mot de passe mis à jour avec succès',
    })
    await expect(live.loginShop(shop.identifiant, NEW_PASSWORD)).resolves.toMatchObject({ UserId: String(shop.id) })
  })

  it('changes the password, passing on the server’s refusal', async () => {
    const app = await aSignedInShop()
    expect(
      await app.flip(changePassword({ current: 'faux', password: NEW_PASSWORD, confirmation: NEW_PASSWORD })),
    ).toEqual(new Rejected({ status: 400, message: 'Le mot de passe actuel est incorrect.' }))
    expect(
      await app.run(changePassword({ current: DEFAULT_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD })),
    ).toEqual({
      message: 'Mot de passe mis à jour avec succès',
    })
  })

  it('gives the e-commerce link to open, or the refusal to show', async () => {
    const withShop = await aSignedInShop({ ecommerceUrl: 'https://boutique.exemple.fr/sso' })
    expect(await withShop.run(openEcommerceLink())).toMatch(/^https:\/\//)
    const without = await aSignedInShop({ ecommerceUrl: null })
    expect(await without.flip(openEcommerceLink())).toEqual(
      new Rejected({ status: 422, message: "Aucune boutique en ligne n'est configurée pour votre enseigne." }),
    )
  })
})
