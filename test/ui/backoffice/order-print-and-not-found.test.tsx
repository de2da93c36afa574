import { screen, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settings } from '../../../server/platform/db/schema-backoffice'
import styles from '../../../src/ui/backoffice/orders/orders.module.css'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld } from '../../support/live-server/order-arrangements'
import { renderLiveApp } from '../support/render-live-app'

// The printed order carries the company's letterhead and leaves out the internal history; an address
// that names no record answers a French page inside the back office.

const live = useLiveServer()

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

describe('the printed order', () => {
  it('shows the company’s letterhead from the settings, and keeps the history off paper', async () => {
    await live.db
      .update(settings)
      .set({ companyName: 'Écrin Emballages', companyAddress: '12 rue des Coffrets\n69002 Lyon' })
      .where(eq(settings.id, 1))
    const w = await anOrderWorld(live)
    const orderId = await w.order(w.tokens.shopB, [w.bagLine(100)])
    await openAsAdmin(`/backoffice/order/details/${orderId}`)

    const name = await screen.findByText('Écrin Emballages', {}, { timeout: 15_000 })
    const letterhead = name.parentElement!
    expect(letterhead).toHaveClass(styles.letterhead!)
    expect(within(letterhead).getByText(/12 rue des Coffrets/)).toBeInTheDocument()
    const history = screen.getByRole('heading', { level: 2, name: 'Historique' }).closest('section')
    expect(history).toHaveClass(styles.noPrint!)
  })
})

describe('an update address that names no record', () => {
  it('answers a French page inside the back office, with the way back to the list', async () => {
    await openAsAdmin('/backoffice/product/update/abc')
    expect(
      await screen.findByText(/Cet enregistrement n’existe pas ou a été supprimé/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Retour à la liste : Produits/ })).toHaveAttribute(
      'href',
      '/backoffice/product',
    )
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument()
  })
})
