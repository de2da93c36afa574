import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PARIS } from './support/portal-builders'
import { renderApp } from './support/render-app'
import { findToast } from './support/toasts'

afterEach(() => {
  vi.useRealTimers()
})

async function fillPasswordForm(app: ReturnType<typeof renderApp>, current: string, password: string, confirmation: string) {
  await app.user.type(screen.getByLabelText('Mot de passe actuel'), current)
  await app.user.type(screen.getByLabelText('Nouveau mot de passe'), password)
  await app.user.type(screen.getByLabelText('Confirmation du nouveau mot de passe'), confirmation)
  await app.user.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }))
}

describe('profile (/account/profile)', () => {
  it('shows the shop and its brand', async () => {
    renderApp({ path: '/account/profile', signedInAs: PARIS })
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon profil' })).toBeInTheDocument()
    const shop = screen.getByRole('region', { name: 'Ma boutique' })
    expect(within(shop).getByText('boutique-paris')).toBeInTheDocument()
    expect(within(shop).getByText('Maison Lemoine')).toBeInTheDocument()
    expect(within(shop).getByText(/dès 500 unités ou dès 500,00\s€ HT/)).toBeInTheDocument()
  })

  it("changes the password: the spec message, then the profile again after 2 s (spec §8, §9)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const app = renderApp({ path: '/account/profile', signedInAs: PARIS, fakeTimers: true })
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' })

    const navigate = vi.spyOn(app.router, 'navigate')
    await fillPasswordForm(app, 'Demo2026!', 'Nouveau2026x', 'Nouveau2026x')
    const form = screen.getByRole('region', { name: 'Changer mon mot de passe' })
    expect(await within(form).findByText('Mot de passe mis à jour avec succès')).toBeInTheDocument()
    expect(await findToast('Mot de passe mis à jour avec succès')).toBeInTheDocument()
    expect(app.world.shops.get(PARIS)?.password).toBe('Nouveau2026x')

    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(within(form).getByText('Mot de passe mis à jour avec succès')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(600))
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/account/profile' }))
    expect(app.router.state.location.pathname).toBe('/account/profile')
    // A fresh profile: the form is empty again and no longer says it succeeded.
    expect(within(screen.getByRole('region', { name: 'Changer mon mot de passe' })).queryByText('Mot de passe mis à jour avec succès')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('')
  })

  it("shows the server's message for a wrong current password or a weak one, and stays", async () => {
    const app = renderApp({ path: '/account/profile', signedInAs: PARIS })
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' })
    await fillPasswordForm(app, 'mauvais', 'Nouveau2026x', 'Nouveau2026x')
    const form = screen.getByRole('region', { name: 'Changer mon mot de passe' })
    expect(await within(form).findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.')

    await app.user.clear(screen.getByLabelText('Mot de passe actuel'))
    await app.user.clear(screen.getByLabelText('Nouveau mot de passe'))
    await app.user.clear(screen.getByLabelText('Confirmation du nouveau mot de passe'))
    await fillPasswordForm(app, 'Demo2026!', 'court', 'court')
    expect(await within(form).findByText('Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.', { selector: '[role="alert"]' })).toBeInTheDocument()
    expect(app.world.shops.get(PARIS)?.password).toBe('Demo2026!')
  })
})
