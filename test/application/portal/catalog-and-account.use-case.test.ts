import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { changePassword, openEcommerceLink, requestPasswordReset, resetPassword } from '../../../src/application/portal/account.use-case'
import { listCategories, listProducts } from '../../../src/application/portal/catalog.use-case'
import { DEMO_PASSWORD, LYON, NANTES } from '../../../src/infrastructure/portal/portal-seed.memory'
import { aPortalWorld } from './support/portal-world'

describe('catalogue use cases', () => {
  it('lists categories and one filtered page of products', async () => {
    const w = aPortalWorld()
    w.signIn(LYON)
    expect((await w.run(listCategories())).map((category) => category.name)).toEqual(['Boîtes', 'Sacs', 'Finitions'])
    const page = await w.run(listProducts({ paging: { first: 0, rows: 1 }, categoryId: 1 }))
    expect(page).toMatchObject({ total: 2, items: [{ name: 'Boîte à macarons' }] })
  })
})

describe('account use cases', () => {
  it('requests a reset link, then resets the password with it', async () => {
    const w = aPortalWorld()
    expect(await w.run(requestPasswordReset('boutique-lyon'))).toEqual({ message: 'Votre demande a bien été envoyée, veuillez consulter votre email.' })
    const token = (w.world.mails[0]?.link ?? '').split('/').at(-1) ?? ''
    expect(await w.run(resetPassword({ token, password: 'Nouveau2026x', confirmation: 'Nouveau2026x' }))).toEqual({ message: 'Mot de passe mis à jour avec succès' })
  })

  it('changes the password, passing on the server’s refusal', async () => {
    const w = aPortalWorld()
    w.signIn(LYON)
    expect(await w.flip(changePassword({ current: 'faux', password: 'Nouveau2026x', confirmation: 'Nouveau2026x' }))).toEqual(
      new Rejected({ status: 400, message: 'Le mot de passe actuel est incorrect.' }),
    )
    expect(await w.run(changePassword({ current: DEMO_PASSWORD, password: 'Nouveau2026x', confirmation: 'Nouveau2026x' }))).toEqual({
      message: 'Mot de passe mis à jour avec succès',
    })
  })

  it('gives the e-commerce link to open, or the refusal to show', async () => {
    const w = aPortalWorld()
    w.signIn(LYON)
    expect(await w.run(openEcommerceLink())).toMatch(/^https:\/\//)
    w.signIn(NANTES)
    expect(await w.flip(openEcommerceLink())).toEqual(new Rejected({ status: 422, message: "Aucune boutique en ligne n'est configurée pour votre enseigne." }))
  })
})
