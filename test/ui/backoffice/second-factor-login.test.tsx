import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SECOND_FACTOR_MESSAGES } from '../../../src/domain/messages/second-factor-messages'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer, VITRINE_PASSWORD } from '../../support/live-server/live-server'
import { submitLogin } from '../support/login-form'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import { codeNow, enrol } from '../support/second-factor'

const live = useLiveServer()

async function anEnrolledAdmin() {
  const admin = await anAdmin(live.db)
  const enrolment = await enrol(live, await live.loginAdmin(admin.login, DEFAULT_PASSWORD))
  return { admin, ...enrolment }
}

describe('/admin with the second factor on (decision 063)', () => {
  it('asks for the code, with the focus in its field, and stores nothing before it', async () => {
    const { admin } = await anEnrolledAdmin()
    const app = renderLiveApp({ live, path: '/admin' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)
    const field = await screen.findByLabelText('Code de vérification')
    // The field takes the focus in an effect, after the render that shows it.
    await waitFor(() => expect(field).toHaveFocus())
    expect(app.tokens.areas.local.size + app.tokens.areas.session.size).toBe(0)
    expect(pathnameOf(app)).toBe('/admin')
  })

  it('refuses a wrong code in French, then signs in with the right one as the login without it does', async () => {
    const { admin, secret } = await anEnrolledAdmin()
    const app = renderLiveApp({ live, path: '/admin' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD, true)
    await app.user.type(await screen.findByLabelText('Code de vérification'), '000000')
    await app.user.click(screen.getByRole('button', { name: 'Valider' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.invalidCode)

    const field = screen.getByLabelText('Code de vérification')
    await app.user.clear(field)
    await app.user.type(field, codeNow(live, secret))
    await app.user.click(screen.getByRole('button', { name: 'Valider' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument()
    // "Se souvenir de moi" chose the local storage, as for a login without the second factor.
    expect(app.tokens.areas.local.has('admin')).toBe(true)
    expect(app.tokens.areas.session.has('admin')).toBe(false)
  })

  it('switches to a recovery code, moving the focus, and accepts one', async () => {
    const { admin, recoveryCodes } = await anEnrolledAdmin()
    const app = renderLiveApp({ live, path: '/admin' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)
    await screen.findByLabelText('Code de vérification')
    await app.user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }))
    const field = screen.getByLabelText('Code de secours')
    await waitFor(() => expect(field).toHaveFocus())
    await app.user.type(field, recoveryCodes[0] ?? '')
    await app.user.click(screen.getByRole('button', { name: 'Valider' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument()
    expect(app.tokens.areas.session.has('admin')).toBe(true)
  })

  it('signs an administrator without the second factor in at once, as before', async () => {
    const admin = await anAdmin(live.db)
    const app = renderLiveApp({ live, path: '/admin' })
    await submitLogin(app.user, admin.login, DEFAULT_PASSWORD)
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Code de vérification')).not.toBeInTheDocument()
  })
})

describe('/vitrine/admin with the second factor on (decision 063)', () => {
  it('asks for the code between the SSO and the exchange, then opens the showcase back office', async () => {
    const { storefront } = await live.loginVitrine()
    const { secret } = await enrol(live, storefront, 'showcase-admin')
    const app = renderLiveApp({ live, path: '/vitrine/admin' })
    await submitLogin(app.user, 'vitrine', VITRINE_PASSWORD)
    const field = await screen.findByLabelText('Code de vérification')
    await waitFor(() => expect(field).toHaveFocus())
    expect(app.tokens.areas.session.size).toBe(0)
    await app.user.type(field, codeNow(live, secret))
    await app.user.click(screen.getByRole('button', { name: 'Valider' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/vitrine/backoffice'))
    expect(app.tokens.areas.session.has('storefront')).toBe(true)
    expect(app.tokens.areas.session.has('storefront-portal')).toBe(true)
  })
})
