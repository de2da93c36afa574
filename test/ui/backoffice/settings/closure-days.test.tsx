import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { settings } from '../../../../server/platform/db/schema-backoffice'
import { BACKOFFICE_MESSAGES } from '../../../../src/domain/messages/backoffice-messages'
import { describe, expect, it } from 'vitest'
import { parisCalendarDay } from '../../../../src/domain/working-days'
import { anAdmin, DEFAULT_PASSWORD } from '../../../server/support/builders'
import { useLiveServer } from '../../../support/live-server/live-server'
import { renderLiveApp } from '../../support/render-live-app'

// The closing days of the settings screen (docs/decisions/075-price-tiers-price-lists-lead-times.md), over the
// real server: one date input per day, removed by a button that names the day, public holidays shown read-only.

const live = useLiveServer()

async function openAsSuperAdmin() {
  const admin = await anAdmin(live.db, { role: 'super_admin' })
  const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
  return renderLiveApp({ live, path: '/backoffice/parametres', signedIn: { admin: tokens } })
}

describe('the closing days of the settings', () => {
  it('lists the public holidays of this year and the next, read-only', async () => {
    await openAsSuperAdmin()
    const year = Number(parisCalendarDay(new Date()).slice(0, 4))
    const holidays = await screen.findByRole('region', { name: `Jours fériés déjà comptés (${year} et ${year + 1})` })
    expect(within(holidays).getByText(`25 décembre ${year} : Noël`)).toBeInTheDocument()
    expect(within(holidays).getByText(`1er janvier ${year + 1} : Jour de l’an`)).toBeInTheDocument()
    expect(within(holidays).getAllByRole('listitem')).toHaveLength(22)
    expect(within(holidays).queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('adds a day with the focus in it, saves it, then removes it by its name with the focus on "Ajouter"', async () => {
    const app = await openAsSuperAdmin()
    const add = await screen.findByRole('button', { name: 'Ajouter un jour' })
    const stored = async () => (await live.db.select().from(settings).where(eq(settings.id, 1)))[0]?.closureDays ?? []
    // The demo data already closes some days (server/seed/pricing-seed.ts): the new one comes after them.
    const before = await stored()
    await app.user.click(add)
    const input = await screen.findByLabelText(`Jour de fermeture ${before.length + 1}`)
    await waitFor(() => expect(input).toHaveFocus())
    // A date input takes its value whole (jsdom types no digits into it).
    fireEvent.change(input, { target: { value: '2026-11-30' } })
    expect(await screen.findByRole('button', { name: 'Retirer le 30 novembre 2026' })).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }))
    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved)).toBeInTheDocument()
    expect(await stored()).toEqual([...before, '2026-11-30'].sort())

    // Saved, the days come back sorted: the new one now leads.
    await app.user.click(await screen.findByRole('button', { name: 'Retirer le 30 novembre 2026' }))
    expect(screen.queryByRole('button', { name: 'Retirer le 30 novembre 2026' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ajouter un jour' })).toHaveFocus()
  })
})
