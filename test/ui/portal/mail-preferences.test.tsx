import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CONVERSATION_MESSAGES, ORDER_MAIL_LABELS } from '../../../src/domain/order-mails'
import { api, expectJson } from '../../server/support/portal-http'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, SHOP_PASSWORD } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import { findToast } from '../support/toasts'

// The profile's "Courriels" section (/account/profile) over the real server.

const live = useLiveServer()

const REQUIRED = `${ORDER_MAIL_LABELS['order-placed']} (obligatoire)`
const DECISION = ORDER_MAIL_LABELS['order-decision']

async function openProfile(as: 'validator' | 'shopA', failing = false) {
  const w = await anOrderWorld(live)
  const tokens = await live.loginShop(w[as].identifiant, SHOP_PASSWORD)
  const server = failing
    ? withFetch(
        live,
        (fetch) => async (input, init) =>
          String(input).endsWith('/api/account/mail-preferences')
            ? new Response('{}', { status: 500 })
            : fetch(input, init),
      )
    : live
  const app = renderLiveApp({ live: server, path: '/account/profile', signedIn: { shop: tokens } })
  await screen.findByRole('heading', { level: 1, name: 'Mon profil' })
  const onServer = async () =>
    (await expectJson(api(live.app, w.tokens[as]).get('/api/account/mail-preferences'))).preferences as {
      kind: string
      enabled: boolean
    }[]
  return { app, onServer }
}

const section = () => screen.getByRole('region', { name: 'Courriels' })

describe('mail preferences (/account/profile)', () => {
  it('shows one checkbox per mail the shop may get; the required one is checked, fixed, and says so', async () => {
    await openProfile('shopA')
    const mails = within(section())
    expect(await mails.findByRole('checkbox', { name: REQUIRED })).toBeChecked()
    expect(mails.getByRole('checkbox', { name: REQUIRED })).toBeDisabled()
    expect(mails.getByRole('checkbox', { name: DECISION })).toBeChecked()
    expect(mails.getByRole('checkbox', { name: DECISION })).toBeEnabled()
    // A shop that validates no other gets no head office mail.
    expect(mails.queryByRole('checkbox', { name: ORDER_MAIL_LABELS['order-to-validate'] })).not.toBeInTheDocument()
  })

  it('saves the choices by keyboard, with the toast, and keeps them', async () => {
    const { app, onServer } = await openProfile('validator')
    const reminder = await within(section()).findByRole('checkbox', { name: ORDER_MAIL_LABELS['validation-reminder'] })
    reminder.focus()
    await app.user.keyboard(' ')
    expect(reminder).not.toBeChecked()
    const save = within(section()).getByRole('button', { name: 'Enregistrer mes préférences' })
    // The enabled choices after it, then the button (the required one is skipped: it is disabled).
    for (let step = 0; step < 5 && document.activeElement !== save; step += 1) await app.user.tab()
    expect(save).toHaveFocus()
    await app.user.keyboard('{Enter}')
    expect(await findToast(CONVERSATION_MESSAGES.preferencesSaved)).toBeInTheDocument()
    expect(save).toHaveFocus()
    await waitFor(async () =>
      expect((await onServer()).find((p) => p.kind === 'validation-reminder')).toMatchObject({ enabled: false }),
    )
    expect((await onServer()).find((p) => p.kind === 'order-to-validate')).toMatchObject({ enabled: true })
    expect(
      within(section()).getByRole('checkbox', { name: ORDER_MAIL_LABELS['validation-reminder'] }),
    ).not.toBeChecked()
  })

  it("forgets the account's choices at logout: the next account on this browser never sees them", async () => {
    const { app } = await openProfile('validator')
    await within(section()).findByRole('checkbox', { name: REQUIRED })
    const nav = screen.getByRole('navigation', { name: 'Espace client' })
    await app.user.click(within(nav).getByRole('button', { name: 'Se déconnecter' }))
    await waitFor(() => expect(pathnameOf(app)).toBe('/login'))
    const cache = (await app.context.loadQueryClient()).getQueryCache()
    await waitFor(() => expect(cache.findAll({ queryKey: ['account', 'mail-preferences'] })).toHaveLength(0))
  })

  it('says so when the choices cannot be read, and the rest of the profile stays', async () => {
    await openProfile('shopA', true)
    expect(
      await within(section()).findByText('Impossible de charger vos préférences de courriels', { selector: 'p' }),
    ).toBeVisible()
    expect(screen.getByRole('region', { name: 'Changer mon mot de passe' })).toBeInTheDocument()
  })
})
