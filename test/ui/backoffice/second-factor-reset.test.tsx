import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SECOND_FACTOR_MESSAGES } from '../../../src/domain/messages/second-factor-messages'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { LIVE_API, useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'
import { enrol } from '../support/second-factor'

const live = useLiveServer()

const loginAnswer = async (login: string) => {
  const response = await live.fetch(`${LIVE_API.portalUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password: DEFAULT_PASSWORD }),
  })
  return (await response.json()) as Record<string, unknown>
}

describe('resetting an administrator’s second factor (decision 063)', () => {
  it('asks first, then turns it off: the administrator signs in with the password alone', async () => {
    const lost = await anAdmin(live.db, { role: 'admin' })
    await enrol(live, await live.loginAdmin(lost.login, DEFAULT_PASSWORD))
    expect(await loginAnswer(lost.login)).toHaveProperty('second_factor', 'required')

    const boss = await anAdmin(live.db, { role: 'super_admin' })
    const app = renderLiveApp({
      live,
      path: `/backoffice/administration/update/${lost.id}`,
      signedIn: { admin: await live.loginAdmin(boss.login, DEFAULT_PASSWORD) },
    })
    const trigger = await screen.findByRole('button', { name: 'Réinitialiser la double authentification' })
    await app.user.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: new RegExp(`de ${lost.login} \\?$`) })
    expect(dialog).toHaveTextContent('ses sessions en cours seront fermées')
    await app.user.click(screen.getByRole('button', { name: 'Annuler' }))
    expect(await loginAnswer(lost.login)).toHaveProperty('second_factor', 'required')

    await app.user.click(trigger)
    await app.user.click(await screen.findByRole('button', { name: 'Réinitialiser' }))
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.reset)).toBeInTheDocument()
    expect(trigger).toHaveFocus()
    expect(await loginAnswer(lost.login)).toHaveProperty('access_token')
  })
})
