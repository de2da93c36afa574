import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { type LiveApp, renderLiveApp } from '../support/render-live-app'
import { findToast } from '../support/toasts'

const live = useLiveServer()

afterEach(() => {
  vi.useRealTimers()
})

const UPDATED = 'Mot de passe mis à jour avec succès'

async function fillPasswordForm(app: LiveApp, current: string, password: string, confirmation: string) {
  await app.user.type(screen.getByLabelText('Mot de passe actuel'), current)
  await app.user.type(screen.getByLabelText('Nouveau mot de passe'), password)
  await app.user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), confirmation)
  await app.user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }))
}

async function aSignedInShop() {
  const brand = await aBrand(live.db)
  const shop = await aShop(live.db, { brandId: brand.id })
  return { brand, shop, signedIn: { shop: await live.loginShop(shop.identifiant, DEFAULT_PASSWORD) } }
}

describe('profile (/account/profile)', () => {
  it('shows the shop and its brand', async () => {
    const { brand, shop, signedIn } = await aSignedInShop()
    renderLiveApp({ live, path: '/account/profile', signedIn })
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument()
    const region = screen.getByRole('region', { name: 'Ma boutique' })
    expect(within(region).getByText(shop.identifiant)).toBeInTheDocument()
    expect(within(region).getByText(brand.name)).toBeInTheDocument()
    // The builders' brand: free shipping from 500 units or 500,00 € HT.
    expect(within(region).getByText(/dès 500 unités ou dès 500,00\s€ HT/)).toBeInTheDocument()
  })

  it('changes the password: the spec message, then the profile again after 2 s (spec §8, §9)', async () => {
    const { shop, signedIn } = await aSignedInShop()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const app = renderLiveApp({ live, path: '/account/profile', signedIn, fakeTimers: true })
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' })

    const navigate = vi.spyOn(app.router, 'navigate')
    await fillPasswordForm(app, DEFAULT_PASSWORD, 'Nouveau2026x', 'Nouveau2026x')
    const form = screen.getByRole('region', { name: 'Changer mon mot de passe' })
    expect(await within(form).findByText(UPDATED)).toBeInTheDocument()
    expect(await findToast(UPDATED)).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(within(form).getByText(UPDATED)).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(600))
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/account/profile' }))
    expect(app.router.state.location.pathname).toBe('/account/profile')
    // A fresh profile: the form is empty again and no longer says it succeeded.
    expect(
      within(screen.getByRole('region', { name: 'Changer mon mot de passe' })).queryByText(UPDATED),
    ).not.toBeInTheDocument()
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('')
    vi.useRealTimers()
    await expect(live.loginShop(shop.identifiant, 'Nouveau2026x')).resolves.toMatchObject({ UserId: String(shop.id) })
  })

  it("shows the server's message for a wrong current password or a weak one, and stays", async () => {
    const { shop, signedIn } = await aSignedInShop()
    const app = renderLiveApp({ live, path: '/account/profile', signedIn })
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' })
    await fillPasswordForm(app, 'mauvais', 'Nouveau2026x', 'Nouveau2026x')
    const form = screen.getByRole('region', { name: 'Changer mon mot de passe' })
    expect(await within(form).findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.')

    await app.user.clear(screen.getByLabelText('Mot de passe actuel'))
    await app.user.clear(screen.getByLabelText('Nouveau mot de passe'))
    await app.user.clear(screen.getByLabelText('Confirmation du nouveau mot de passe'))
    await fillPasswordForm(app, DEFAULT_PASSWORD, 'court', 'court')
    const weak = 'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.'
    expect(await within(form).findByText(weak, { selector: '[role="alert"]' })).toBeInTheDocument()
    await expect(live.loginShop(shop.identifiant, DEFAULT_PASSWORD)).resolves.toMatchObject({ UserId: String(shop.id) })
  })
})
