import { cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { notifier } from '../../../src/ui/notifications/notifier'
import { ToastHost } from '../../../src/ui/notifications/toast-host'

// Issue 11, defect 1: StrictMode mounts the toast container twice; the first toast of a page must survive it.
describe('toast host under StrictMode', () => {
  afterEach(cleanup)

  it('shows the very first toast sent before the container exists', async () => {
    render(
      <StrictMode>
        <ToastHost />
      </StrictMode>,
    )
    notifier.success('Produit ajouté au panier')
    expect(await screen.findByText('Produit ajouté au panier', {}, { timeout: 3000 })).toBeTruthy()
  })

  it('labels the region and the close button in French', async () => {
    render(<ToastHost />)
    notifier.error('Une erreur est survenue.')
    await screen.findByText('Une erreur est survenue.', {}, { timeout: 3000 })
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Fermer la notification' }).length).toBeGreaterThan(0)
  })
})
