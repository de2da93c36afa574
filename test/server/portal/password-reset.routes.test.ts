import { desc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { aShop } from '../support/builders'
import { call, expectJson } from '../support/portal-http'
import { logInShop } from '../support/sessions'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const REQUESTED = 'Votre demande a bien été envoyée, veuillez consulter votre email.'
const BAD_TOKEN = "L'identifiant renseigné est incorrect ou inexistant"
const NEW_PASSWORD = 'Nouveau2027mdp'

const forgot = (identifiant: unknown) => call(t.app, 'POST', '/forgot-password', { body: { identifiant } })
const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  call(t.app, 'POST', '/change-password', { body: { token, password, password_confirmation: confirmation } })

async function mailedToken(): Promise<{ to: string; token: string; text: string; subject: string }> {
  // The mail is written after the answer (forgot-password timing).
  await t.deps.afterResponse.settled()
  const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1)
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  if (mail === undefined || token === undefined) throw new Error('no reset mail in the outbox')
  return { to: mail.to, token, text: mail.text, subject: mail.subject }
}

describe('POST /portal-api/forgot-password', () => {
  it('mails a reset link through the outbox and logs it when no SMTP is set', async () => {
    const shop = await aShop(t.db, { identifiant: 'boutique-test', email: 'boutique@exemple.fr' })

    expect(await expectJson(forgot('boutique-test'))).toEqual({ message: REQUESTED })

    const mail = await mailedToken()
    expect(mail.to).toBe('boutique@exemple.fr')
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe')
    expect(mail.text).toContain(`http://localhost:3000/reset-password/${mail.token}`)
    expect(mail.text).toContain(shop.name)
    expect(t.logger.infos.some((line) => line.includes(`/reset-password/${mail.token}`))).toBe(true)
    const [stored] = await t.db.select().from(mailOutbox)
    expect(stored?.status).toBe('pending')
  })

  it('answers the same for an unknown identifiant, and mails nothing', async () => {
    expect(await expectJson(forgot('personne'))).toEqual({ message: REQUESTED })
    await t.deps.afterResponse.settled()
    expect(await t.db.select().from(mailOutbox)).toEqual([])
  })

  it('answers 400 without an identifiant', async () => {
    expect(await expectJson(forgot('  '), 400)).toEqual({ message: 'Requête invalide : identifiant est requis.' })
  })
})

describe('POST /portal-api/change-password with a reset token', () => {
  it('sets the new password once; the link then stops working and the old sessions end', async () => {
    const shop = await aShop(t.db)
    const session = await logInShop(t.app, shop)
    await expectJson(forgot(shop.identifiant))
    const { token } = await mailedToken()

    expect(await expectJson(reset(token))).toEqual({ message: 'Mot de passe mis à jour avec succès' })

    expect(await expectJson(reset(token, 'Encore2028autre'), 400)).toEqual({ message: BAD_TOKEN })
    await expect(logInShop(t.app, shop)).rejects.toThrow('401')
    await logInShop(t.app, { identifiant: shop.identifiant, password: NEW_PASSWORD })
    const refreshed = await call(t.app, 'POST', '/refresh-token', { body: { refresh_token: session.refresh_token } })
    expect(refreshed.status).toBe(401)
  })

  it('refuses a link older than one hour', async () => {
    const shop = await aShop(t.db)
    await expectJson(forgot(shop.identifiant))
    const { token } = await mailedToken()
    t.clock.advance(60 * 60 * 1000 + 1000)
    expect(await expectJson(reset(token), 400)).toEqual({ message: BAD_TOKEN })
  })

  it('accepts a link just before its hour is over', async () => {
    const shop = await aShop(t.db)
    await expectJson(forgot(shop.identifiant))
    const { token } = await mailedToken()
    t.clock.advance(59 * 60 * 1000)
    expect((await reset(token)).status).toBe(200)
  })

  it('only the latest link works', async () => {
    const shop = await aShop(t.db)
    await expectJson(forgot(shop.identifiant))
    const first = (await mailedToken()).token
    await expectJson(forgot(shop.identifiant))
    const second = (await mailedToken()).token
    expect((await reset(first)).status).toBe(400)
    expect((await reset(second)).status).toBe(200)
  })

  it('refuses an unknown token before looking at the password', async () => {
    expect(await expectJson(reset('pas-un-jeton', 'court'), 400)).toEqual({ message: BAD_TOKEN })
  })

  it.each([
    ['court1', 'court1', 'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.'],
    [
      'sans-chiffre-du-tout',
      'sans-chiffre-du-tout',
      'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.',
    ],
    [
      '1234567890',
      '1234567890',
      'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.',
    ],
    [NEW_PASSWORD, 'Autre2027mdp', 'Les mots de passe ne correspondent pas.'],
  ])('refuses the password %s with 422 and keeps the link usable', async (password, confirmation, message) => {
    const shop = await aShop(t.db)
    await expectJson(forgot(shop.identifiant))
    const { token } = await mailedToken()
    expect(await expectJson(reset(token, password, confirmation), 422)).toEqual({ message })
    expect((await reset(token)).status).toBe(200)
  })
})

describe('POST /portal-api/change-password for a logged-in shop', () => {
  const change = (token: string | undefined, data: Record<string, string>) =>
    call(t.app, 'POST', '/change-password', { token, body: { data } })

  it('changes the password when the current one is right', async () => {
    const shop = await aShop(t.db)
    const { access_token } = await logInShop(t.app, shop)
    const answer = await change(access_token, {
      current_password: shop.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(await expectJson(answer)).toEqual({ message: 'Mot de passe mis à jour avec succès' })
    await logInShop(t.app, { identifiant: shop.identifiant, password: NEW_PASSWORD })
  })

  it('refuses a wrong current password with 400', async () => {
    const shop = await aShop(t.db)
    const { access_token } = await logInShop(t.app, shop)
    const answer = await change(access_token, {
      current_password: 'pas-le-bon',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(await expectJson(answer, 400)).toEqual({ message: 'Le mot de passe actuel est incorrect.' })
    await logInShop(t.app, shop)
  })

  it('refuses a weak new password with 422', async () => {
    const shop = await aShop(t.db)
    const { access_token } = await logInShop(t.app, shop)
    const answer = await change(access_token, {
      current_password: shop.password,
      password: 'faible',
      password_confirmation: 'faible',
    })
    expect((await expectJson(answer, 422)).message).toBe(
      'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.',
    )
  })

  it('answers 401 without a shop session', async () => {
    const answer = await change(undefined, {
      current_password: 'x',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(await expectJson(answer, 401)).toEqual({ message: 'Non autorisé' })
  })

  it('answers 400 naming a missing field', async () => {
    const shop = await aShop(t.db)
    const { access_token } = await logInShop(t.app, shop)
    const answer = await change(access_token, { current_password: shop.password, password: NEW_PASSWORD })
    expect(await expectJson(answer, 400)).toEqual({
      message: 'Requête invalide : data.password_confirmation est requis.',
    })
  })
})
