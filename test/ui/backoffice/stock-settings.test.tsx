import { screen, waitFor } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settings } from '../../../server/platform/db/schema-backoffice'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// The stock's two settings on /backoffice/parametres (docs/decisions/077-brand-stock.md), over the real server.
const live = useLiveServer()

const stored = async () => (await live.db.select().from(settings).where(eq(settings.id, 1)))[0]

describe('the stock settings in the settings screen', () => {
  it('shows the forecast weeks and the warning days, and saves them', async () => {
    const admin = await anAdmin(live.db, { role: 'super_admin' })
    const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
    const app = renderLiveApp({ live, path: '/backoffice/parametres', signedIn: { admin: tokens } })
    const weeks = await screen.findByLabelText(/Semaines de consommation pour la prévision/)
    const days = screen.getByLabelText(/Prévenir d’une relance \(jours ouvrés avant\)/)
    const before = await stored()
    await waitFor(() => expect(weeks).toHaveValue(String(before?.stockForecastWeeks)))
    await app.user.clear(weeks)
    await app.user.type(weeks, '8')
    await app.user.clear(days)
    await app.user.type(days, '15')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved)).toBeInTheDocument()
    expect(await stored()).toMatchObject({ stockForecastWeeks: 8, stockAlertDays: 15 })
  })
})
