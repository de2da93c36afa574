import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SECOND_FACTOR_MESSAGES } from '../../../src/domain/messages/second-factor-messages'
import type { TokenSet } from '../../../src/domain/session-rules'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import { codeNow, enrol, setPolicy } from '../support/second-factor'

const live = useLiveServer()

// An enrolled super administrator: the policy never locks them out of setting it.
async function aBoss(): Promise<TokenSet> {
  const boss = await anAdmin(live.db, { role: 'super_admin' })
  const tokens = await live.loginAdmin(boss.login, DEFAULT_PASSWORD)
  await enrol(live, tokens)
  return tokens
}

async function policyOnServer(tokens: TokenSet): Promise<unknown> {
  const response = await live.fetch(`${LIVE_API.portalUrl}/admin/security/policy`, {
    headers: { Authorization: `Bearer ${tokens.AccessToken}` },
  })
  return response.json()
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menu du back-office' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the second-factor policy (decision 063)', () => {
  it('lets a super administrator choose it and save it', async () => {
    const boss = await aBoss()
    const app = renderLiveApp({ live, path: '/backoffice/securite', signedIn: { admin: boss } })
    const select = await screen.findByRole('combobox', { name: 'Double authentification' })
    expect(select).toHaveValue('off')
    await app.user.selectOptions(select, 'Obligatoire pour les super administrateurs')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer la règle' }))
    expect(await screen.findByText('La règle de double authentification a été enregistrée.')).toBeInTheDocument()
    expect(await policyOnServer(boss)).toEqual({ policy: 'super' })
    await setPolicy(live, boss, 'off')
  })

  it('sends an administrator it applies to to the security page, with nothing else in the menu', async () => {
    const boss = await aBoss()
    await setPolicy(live, boss, 'all')
    try {
      const admin = await anAdmin(live.db, { role: 'admin' })
      const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
      const app = renderLiveApp({ live, path: '/backoffice/order', signedIn: { admin: tokens } })
      expect(await screen.findByText(SECOND_FACTOR_MESSAGES.required)).toBeInTheDocument()
      expect(pathnameOf(app)).toBe('/backoffice/securite')
      expect(menuLinks()).toEqual(['Sécurité du compte'])

      // Once enrolled, the whole back office is back.
      await app.user.click(screen.getByRole('button', { name: 'Activer la double authentification' }))
      await screen.findByRole('img', { name: /QR code/ })
      const secret = screen.getByText(/^[A-Z2-7]{16,}$/).textContent ?? ''
      await app.user.type(screen.getByLabelText('Code de vérification'), codeNow(live, secret))
      await app.user.click(screen.getByRole('button', { name: 'Confirmer l’activation' }))
      await screen.findByRole('heading', { name: 'Vos codes de secours' })
      await waitFor(() => expect(menuLinks()).toContain('Commandes'))
    } finally {
      await setPolicy(live, boss, 'off')
    }
  })

  it('sends the administrator to the security page when the server refuses a page for it', async () => {
    const boss = await aBoss()
    const admin = await anAdmin(live.db, { role: 'admin' })
    const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
    const app = renderLiveApp({ live, path: '/backoffice/order', signedIn: { admin: tokens } })
    await screen.findByRole('heading', { level: 1, name: 'Commandes' })
    // The policy changes during the visit: the status read at the start no longer holds.
    await setPolicy(live, boss, 'all')
    try {
      await app.user.click(screen.getByRole('link', { name: 'Enseignes' }))
      await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/securite'))
      expect(await screen.findByText(SECOND_FACTOR_MESSAGES.required)).toBeInTheDocument()
      expect(menuLinks()).toEqual(['Sécurité du compte'])
    } finally {
      await setPolicy(live, boss, 'off')
    }
  })
})
