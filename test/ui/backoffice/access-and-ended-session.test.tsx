import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'

// Decision 070: a section the role may not open says so inside the back office, and an administrator
// deactivated while signed in lands on /admin at their next step, over the real server.

const live = useLiveServer()

async function openAs(role: 'super_admin' | 'admin', path: string) {
  const admin = await anAdmin(live.db, { role })
  const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
  return { admin, app: renderLiveApp({ live, path, signedIn: { admin: tokens } }) }
}

/** A super administrator deactivates `id` through the server's own screen's call. */
async function deactivate(id: number) {
  const boss = await anAdmin(live.db, { role: 'super_admin' })
  const { AccessToken } = await live.loginAdmin(boss.login, DEFAULT_PASSWORD)
  const url = `${LIVE_API.portalUrl}/admin/administrators/${id}`
  const headers = { Authorization: `Bearer ${AccessToken}`, 'Content-Type': 'application/json' }
  const { id: _id, created_at: _c, updated_at: _u, ...form } = await (await live.fetch(url, { headers })).json()
  const body = JSON.stringify({ ...form, password: '', active: false })
  expect((await live.fetch(url, { method: 'PUT', headers, body })).status).toBe(200)
}

const menu = () => screen.getByRole('navigation', { name: 'Menu du back-office' })

describe('a section the role may not open', () => {
  it.each(['/backoffice/administration', '/backoffice/administration/create', '/backoffice/administration/update/1'])(
    'shows an administrator the access-denied page at %s, focused, with the way back',
    async (path) => {
      const { app } = await openAs('admin', path)

      const heading = await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })
      await waitFor(() => expect(heading).toHaveFocus())
      expect(screen.getByText('Cette page est réservée aux super administrateurs.')).toBeInTheDocument()
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
      expect(screen.queryByRole('link', { name: /Créer/ })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /Exporter/ })).not.toBeInTheDocument()
      expect(within(menu()).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument()
      expect(within(menu()).getByRole('link', { name: 'Paramètres' })).toBeInTheDocument()

      await app.user.click(screen.getByRole('link', { name: 'Retour à l’accueil du back-office' }))
      // The back office's home opens its first section.
      await waitFor(() => expect(pathnameOf(app)).toBe('/backoffice/order'))
      expect(screen.queryByRole('heading', { name: 'Accès refusé' })).not.toBeInTheDocument()
    },
  )

  it('still opens the administrators to a super administrator', async () => {
    await openAs('super_admin', '/backoffice/administration')
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrateurs' })).toBeInTheDocument()
    expect(within(menu()).getByRole('link', { name: 'Administration' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Accès refusé' })).not.toBeInTheDocument()
  })
})

describe('an administrator deactivated while signed in', () => {
  it('lands on /admin with the reason at their next action, even from a form with unsaved changes', async () => {
    const { admin, app } = await openAs('admin', '/backoffice/brand/create')
    await screen.findByRole('heading', { level: 1, name: 'Créer une enseigne' })
    await deactivate(admin.id)

    await app.user.type(screen.getByLabelText(/^Nom/), 'Maison désactivée')
    await app.user.click(screen.getByRole('button', { name: 'Créer l’enseigne' }))

    await waitFor(() => expect(pathnameOf(app)).toBe('/admin'))
    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_MESSAGES.adminSessionEnded)
    expect(app.router.state.location.search).toEqual({ redirect: '/backoffice/brand/create' })
    expect(await screen.findByText('Non autorisé')).toBeInTheDocument()
  })

  it('lands on /admin too when their next step opens another page', async () => {
    const { admin, app } = await openAs('admin', '/backoffice/brand')
    await screen.findByRole('heading', { level: 1, name: 'Enseignes' })
    await deactivate(admin.id)

    await app.user.click(within(menu()).getByRole('link', { name: 'Catégories' }))

    await waitFor(() => expect(pathnameOf(app)).toBe('/admin'))
    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_MESSAGES.adminSessionEnded)
  })
})
