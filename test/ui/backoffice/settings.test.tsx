import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settings } from '../../../server/platform/db/schema-backoffice'
import { ACCOUNT_ADMIN_MESSAGES, BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { vatRateText } from '../../../src/domain/vat-rate'
import { AMOUNT_MESSAGE } from '../../../src/ui/kit/backoffice/form-values'
import { SETTINGS_READ_ONLY_NOTE } from '../../../src/ui/backoffice/settings/settings-page'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// The settings screen (/backoffice/parametres) over the real server: editable by a super administrator,
// read-only for any other administrator. The tests run in order on the one settings record.

const live = useLiveServer()

async function openAs(role: 'super_admin' | 'admin') {
  const admin = await anAdmin(live.db, { role })
  const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
  return renderLiveApp({ live, path: '/backoffice/parametres', signedIn: { admin: tokens } })
}

const stored = async () => (await live.db.select().from(settings).where(eq(settings.id, 1)))[0]!

describe('the settings screen', () => {
  it('shows every field error at once, then saves the fee in cents and the rate in basis points', async () => {
    const app = await openAs('super_admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument()
    const fee = screen.getByLabelText(/Frais de port par défaut/)
    const rate = screen.getByLabelText(/Taux de TVA/)
    const email = screen.getByLabelText(/E-mail de la société/)
    const name = screen.getByLabelText(/Nom de la société/)
    const before = await stored()
    expect(rate).toHaveValue(vatRateText(before.vatRateBasisPoints))

    await app.user.clear(fee)
    await app.user.type(fee, 'gratuit')
    await app.user.clear(rate)
    await app.user.type(rate, '5,555')
    await app.user.clear(email)
    await app.user.type(email, 'pas-un-email')
    await app.user.clear(name)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.invalidForm)).toBeInTheDocument()
    expect(fee).toHaveAccessibleDescription(expect.stringContaining(AMOUNT_MESSAGE))
    expect(rate).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_ADMIN_MESSAGES.vatRateRange))
    expect(email).toHaveAccessibleDescription(expect.stringContaining(BACKOFFICE_MESSAGES.invalidEmail))
    expect(name).toHaveAccessibleDescription(expect.stringContaining(BACKOFFICE_MESSAGES.required))

    await app.user.clear(fee)
    await app.user.type(fee, '19,90')
    await app.user.clear(rate)
    await app.user.type(rate, '150')
    await app.user.clear(email)
    await app.user.type(email, 'bonjour@ecrin.test')
    await app.user.type(name, 'Écrin Emballages SAS')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }))
    // Above 100 %: refused in the browser, under the field, and nothing saved.
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_ADMIN_MESSAGES.vatRateRange)),
    )
    expect(fee).not.toHaveAccessibleDescription(expect.stringContaining(AMOUNT_MESSAGE))
    await app.user.clear(rate)
    await app.user.type(rate, '5,5')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.saved)).toBeInTheDocument()
    await waitFor(async () =>
      expect(await stored()).toMatchObject({
        defaultShippingFee: 1990,
        vatRateBasisPoints: 550,
        companyEmail: 'bonjour@ecrin.test',
        companyName: 'Écrin Emballages SAS',
        version: before.version + 1,
      }),
    )
    // The form starts again from the saved record: a second save sends the new version.
    await waitFor(() => expect(screen.getByLabelText(/Frais de port par défaut/)).toHaveValue('19,90'))
    expect(screen.getByLabelText(/Taux de TVA/)).toHaveValue('5,5')
    const history = screen.getByRole('region', { name: 'Historique' })
    expect(await within(history).findByText(/Taux de TVA/)).toBeInTheDocument()
    expect(await within(history).findByText('5,5 %')).toBeInTheDocument()
  })

  it('shows the conflict when another administrator saved the settings meanwhile, overwriting nothing', async () => {
    const app = await openAs('super_admin')
    const rate = await screen.findByLabelText(/Taux de TVA/)
    const before = await stored()
    await live.db
      .update(settings)
      .set({ vatRateBasisPoints: 700, version: before.version + 1 })
      .where(eq(settings.id, 1))
    await app.user.clear(rate)
    await app.user.type(rate, '21')
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }))

    expect(await screen.findByText(BACKOFFICE_MESSAGES.conflict)).toBeInTheDocument()
    expect((await stored()).vatRateBasisPoints).toBe(700)
  })

  it('is read-only for an administrator who is not super administrator', async () => {
    await openAs('admin')
    expect(await screen.findByText(SETTINGS_READ_ONLY_NOTE)).toBeInTheDocument()
    expect(screen.getByLabelText(/Taux de TVA/)).toBeDisabled()
    expect(screen.getByLabelText(/Nom de la société/)).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Enregistrer les paramètres' })).not.toBeInTheDocument()
    // Nor does the menu offer the administrators to them.
    const menu = screen.getByRole('navigation', { name: 'Menu du back-office' })
    expect(within(menu).getByRole('link', { name: 'Paramètres' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument()
  })

  it('shows the administrators entry of the menu to a super administrator', async () => {
    await openAs('super_admin')
    const menu = await screen.findByRole('navigation', { name: 'Menu du back-office' })
    expect(await within(menu).findByRole('link', { name: 'Administration' })).toBeInTheDocument()
  })
})
