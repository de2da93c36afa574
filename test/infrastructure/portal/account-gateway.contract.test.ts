import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Rejected, SessionExpired } from '../../../src/application/errors'
import { AccountGateway } from '../../../src/application/ports/account-gateway'
import { DEMO_PASSWORD, LYON, NANTES } from '../../../src/infrastructure/portal/portal-seed.memory'
import { portalAdapters } from './support/portal-harness'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const SENT = 'Votre demande a bien été envoyée, veuillez consulter votre email.'
const UPDATED = 'Mot de passe mis à jour avec succès'
const NEW_PASSWORD = 'Nouveau2026pass'

describe.each(portalAdapters(server))('AccountGateway contract: %s', (_name, makeHarness) => {
  const requestReset = async () => {
    const h = makeHarness()
    await h.run(AccountGateway.use((g) => g.forgotPassword('boutique-lyon')))
    const link = h.world.mails.at(-1)?.link ?? ''
    return { ...h, token: link.replace('/reset-password/', '') }
  }

  it('answers the same to a known and an unknown identifiant, mailing a link only to the known one', async () => {
    const h = makeHarness()
    expect(await h.run(AccountGateway.use((g) => g.forgotPassword('inconnu')))).toEqual({ message: SENT })
    expect(h.world.mails).toEqual([])
    expect(await h.run(AccountGateway.use((g) => g.forgotPassword('boutique-lyon')))).toEqual({ message: SENT })
    expect(h.world.mails).toEqual([expect.objectContaining({ to: 'boutique-lyon@example.fr', link: expect.stringMatching(/^\/reset-password\/.+/) })])
  })

  it('resets the password once with the mailed token', async () => {
    const h = await requestReset()
    const reset = { token: h.token, password: NEW_PASSWORD, confirmation: NEW_PASSWORD }
    expect(await h.run(AccountGateway.use((g) => g.resetPassword(reset)))).toEqual({ message: UPDATED })
    expect(h.world.shops.get(LYON)?.password).toBe(NEW_PASSWORD)
    expect(await h.flip(AccountGateway.use((g) => g.resetPassword(reset)))).toEqual(
      new Rejected({ status: 400, message: "L'identifiant renseigné est incorrect ou inexistant" }),
    )
  })

  it.each([
    ['too short', 'court1', 'court1', 'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.'],
    ['without digit', 'sansaucunchiffre', 'sansaucunchiffre', 'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.'],
    ['not confirmed', NEW_PASSWORD, `${NEW_PASSWORD}x`, 'Les mots de passe ne correspondent pas.'],
  ])('refuses a new password %s', async (_case, password, confirmation, message) => {
    const h = await requestReset()
    expect(await h.flip(AccountGateway.use((g) => g.resetPassword({ token: h.token, password, confirmation })))).toEqual(new Rejected({ status: 422, message }))
  })

  it('changes the signed-in shop’s password given the current one', async () => {
    const h = makeHarness()
    h.signIn(LYON)
    expect(await h.flip(AccountGateway.use((g) => g.changePassword({ current: 'faux', password: NEW_PASSWORD, confirmation: NEW_PASSWORD })))).toEqual(
      new Rejected({ status: 400, message: 'Le mot de passe actuel est incorrect.' }),
    )
    expect(await h.run(AccountGateway.use((g) => g.changePassword({ current: DEMO_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD })))).toEqual({
      message: UPDATED,
    })
    expect(h.world.shops.get(LYON)?.password).toBe(NEW_PASSWORD)
  })

  it('gives a web link to the brand’s external shop, or the French refusal without one', async () => {
    const h = makeHarness()
    h.signIn(LYON)
    expect(await h.run(AccountGateway.use((g) => g.ecommerceLink()))).toMatch(/^https:\/\/boutique\.maison-lemoine\.fr\/sso\?token=/)
    h.signIn(NANTES)
    expect(await h.flip(AccountGateway.use((g) => g.ecommerceLink()))).toEqual(
      new Rejected({ status: 422, message: "Aucune boutique en ligne n'est configurée pour votre enseigne." }),
    )
  })

  it('ends signed-in calls in SessionExpired when no shop is signed in', async () => {
    const h = makeHarness()
    expect(await h.flip(AccountGateway.use((g) => g.ecommerceLink()))).toBeInstanceOf(SessionExpired)
    expect(await h.flip(AccountGateway.use((g) => g.changePassword({ current: DEMO_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD })))).toBeInstanceOf(
      SessionExpired,
    )
  })
})
