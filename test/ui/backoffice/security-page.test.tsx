import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SECOND_FACTOR_MESSAGES } from '../../../src/domain/messages/second-factor-messages'
import { RECOVERY_CODES_FILE, RECOVERY_CODES_WARNING } from '../../../src/ui/backoffice/security/recovery-codes-panel'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp, type LiveApp } from '../support/render-live-app'
import { codeNow, enrol, nextStep } from '../support/second-factor'

const live = useLiveServer()

async function signedInAt(path: string, role: 'super_admin' | 'admin' = 'admin') {
  const admin = await anAdmin(live.db, { role })
  const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
  return { admin, tokens, app: renderLiveApp({ live, path, signedIn: { admin: tokens } }) }
}

async function sendCode(app: LiveApp, code: string, button: string) {
  const field = screen.getByLabelText('Code de vérification')
  await app.user.clear(field)
  await app.user.type(field, code)
  await app.user.click(screen.getByRole('button', { name: button }))
}

describe('/backoffice/securite (decision 063)', () => {
  it('enrols: QR code with a text alternative, the secret as text, a first code, then ten codes once', async () => {
    const { app } = await signedInAt('/backoffice/securite')
    await app.user.click(await screen.findByRole('button', { name: 'Activer la double authentification' }))
    expect(await screen.findByRole('img', { name: /QR code de la double authentification/ })).toBeInTheDocument()
    const secret = screen.getByText(/^[A-Z2-7]{16,}$/).textContent ?? ''
    expect(screen.getByLabelText('Code de vérification')).toHaveFocus()

    await sendCode(app, '000000', 'Confirmer l’activation')
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.invalidCode, { selector: '[role=alert]' })).toBeVisible()

    await sendCode(app, codeNow(live, secret), 'Confirmer l’activation')
    const heading = await screen.findByRole('heading', { name: 'Vos codes de secours' })
    expect(heading).toHaveFocus()
    expect(screen.getByText(RECOVERY_CODES_WARNING)).toBeInTheDocument()
    const codes = within(screen.getByRole('list', { name: 'Codes de secours' })).getAllByRole('listitem')
    expect(codes).toHaveLength(10)

    // jsdom has no object URLs nor downloads: the file's text and name are what matter.
    const saved: { blob?: Blob; name?: string } = {}
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
    URL.createObjectURL = (blob: Blob) => {
      saved.blob = blob
      return 'blob:codes'
    }
    URL.revokeObjectURL = () => {}
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.name = this.download
    })
    try {
      await app.user.click(screen.getByRole('button', { name: 'Télécharger les codes' }))
    } finally {
      click.mockRestore()
      Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke })
    }
    expect(saved.name).toBe(RECOVERY_CODES_FILE)
    const text = (await saved.blob?.text()) ?? ''
    for (const item of codes) expect(text).toContain(item.textContent)

    await app.user.click(screen.getByRole('button', { name: 'J’ai conservé mes codes' }))
    expect(await screen.findByText(/La double authentification est activée/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Double authentification' })).toHaveFocus()
    expect(screen.getByText('Codes de secours restants : 10')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Codes de secours' })).not.toBeInTheDocument()
  })

  it('gives new recovery codes only against a current code', async () => {
    const admin = await anAdmin(live.db, { role: 'admin' })
    const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
    const { secret, recoveryCodes } = await enrol(live, tokens)
    const app = renderLiveApp({ live, path: '/backoffice/securite', signedIn: { admin: tokens } })
    await screen.findByText('Codes de secours restants : 10')

    await sendCode(app, '123456', 'Régénérer les codes de secours')
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.invalidCode, { selector: '[role=alert]' })).toBeVisible()

    nextStep(live)
    await sendCode(app, codeNow(live, secret), 'Régénérer les codes de secours')
    expect(await screen.findByRole('heading', { name: 'Vos codes de secours' })).toHaveFocus()
    const shown = within(screen.getByRole('list', { name: 'Codes de secours' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(shown).toHaveLength(10)
    expect(shown.filter((code) => recoveryCodes.includes(code ?? ''))).toEqual([])
  })

  it('is in the menu, and shows the policy only to a super administrator', async () => {
    const { app } = await signedInAt('/backoffice/securite', 'admin')
    const menu = await screen.findByRole('navigation', { name: 'Menu du back-office' })
    expect(within(menu).getByRole('link', { name: 'Sécurité du compte' })).toHaveAttribute('aria-current', 'page')
    expect(await screen.findByRole('button', { name: 'Activer la double authentification' })).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Double authentification' })).not.toBeInTheDocument()
    expect(pathnameOf(app)).toBe('/backoffice/securite')
  })
})

describe('/vitrine/backoffice/securite (decision 063)', () => {
  it('enrols the showcase administrator with their storefront session', async () => {
    const { sso, storefront } = await live.loginVitrine()
    const app = renderLiveApp({
      live,
      path: '/vitrine/backoffice/securite',
      signedIn: { 'storefront-portal': sso, storefront },
    })
    const menu = await screen.findByRole('navigation', { name: 'Menu du back-office' })
    expect(within(menu).getByRole('link', { name: 'Sécurité du compte' })).toBeInTheDocument()
    await app.user.click(await screen.findByRole('button', { name: 'Activer la double authentification' }))
    await screen.findByRole('img', { name: /QR code/ })
    const secret = screen.getByText(/^[A-Z2-7]{16,}$/).textContent ?? ''
    await sendCode(app, codeNow(live, secret), 'Confirmer l’activation')
    await screen.findByRole('heading', { name: 'Vos codes de secours' })
    await app.user.click(screen.getByRole('button', { name: 'J’ai conservé mes codes' }))
    await waitFor(() => expect(screen.getByText(/La double authentification est activée/)).toBeInTheDocument())
  })
})
