import { cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { notifier } from '../../../src/ui/kit/notifications/notifier'
import { ToastHost } from '../../../src/ui/kit/notifications/toast-host'
import { findToast } from '../support/toasts'

// Development builds mount the app under StrictMode, which mounts the toast region,
// unmounts it and mounts it again (decision 042). The first toast of a page (sent before the region exists) was lost.
afterEach(cleanup)

describe('toasts under StrictMode', () => {
  it('shows the first toast of the page (sent before the region exists) and the next ones', async () => {
    render(
      <StrictMode>
        <ToastHost />
      </StrictMode>,
    )
    notifier.success('Produit ajouté au panier')
    expect(await findToast('Produit ajouté au panier')).toBeInTheDocument()

    // Later toasts show once each, in French, with a French close button.
    notifier.error('Erreur lors de l’ajout au panier')
    expect(await findToast('Erreur lors de l’ajout au panier')).toBeInTheDocument()
    expect(screen.getAllByText('Erreur lors de l’ajout au panier')).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Fermer la notification' }).length).toBeGreaterThan(0)
    expect(screen.getByLabelText('Notifications (Alt+T pour y accéder)')).toBeInTheDocument()
  })
})
