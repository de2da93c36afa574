import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ALREADY_DECIDED_MESSAGE } from '../../../src/ui/portal/order-validation/use-validation-actions'
import { api, expectJson } from '../../server/support/portal-http'
import { type LiveServer, useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, SHOP_PASSWORD } from '../../support/live-server/order-arrangements'
import { withFetch } from '../../support/live-server/wrapped-fetch'
import { pathnameOf, renderLiveApp } from '../support/render-live-app'
import { findToast } from '../support/toasts'

// Orders and validation as shop managers use them (decision 043), and the head office's changes,
// over the real server in this process.

const live = useLiveServer()

/** The live server, counting the calls whose path ends with `suffix`; `answer` replaces them when given. */
function watching(suffix: RegExp, answer?: () => Response) {
  const seen: string[] = []
  const server: LiveServer = withFetch(live, (fetch) => async (input, init) => {
    const path = new URL(input).pathname
    if (suffix.test(path)) {
      seen.push(`${init?.method ?? 'GET'} ${path}`)
      if (answer !== undefined) return answer()
    }
    return fetch(input, init)
  })
  return { server, seen }
}

async function open(path: string, shop: { identifiant: string }, server: LiveServer = live) {
  const tokens = await live.loginShop(shop.identifiant, SHOP_PASSWORD)
  return renderLiveApp({ live: server, path, signedIn: { shop: tokens } })
}

async function cartQuantities(token: string): Promise<number[]> {
  const cart = await expectJson(api(live.app, token).get('/api/carts/current'))
  return cart.lines.map((line: { quantity: number }) => line.quantity)
}

describe('order actions under double-clicks and server faults', () => {
  it('sends one copy for a double-click on "Copier la commande" (defect 2)', async () => {
    const w = await anOrderWorld(live)
    const id = await w.order(w.tokens.shopB, [w.boxLine(10)])
    const { server, seen } = watching(/\/api\/orders\/copy\/\d+$/)
    await open(`/account/order/${id}`, w.shopB, server)
    const copy = await screen.findByRole('button', { name: 'Copier la commande' })
    // Both clicks in one turn, as a fast double-click lands before React renders the busy button.
    act(() => {
      copy.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      copy.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    expect(await findToast('1 produit copié dans le panier.')).toBeInTheDocument()
    expect(seen).toHaveLength(1)
    expect(await cartQuantities(w.tokens.shopB)).toEqual([10])
  })

  it("shows the spec's message, not the server's text, when the copy answers 500 (defect 10)", async () => {
    const failure = () =>
      new Response(JSON.stringify({ message: 'Erreur interne du serveur.' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      })
    const w = await anOrderWorld(live)
    const id = await w.order(w.tokens.shopB, [w.boxLine(10)])
    const { server } = watching(/\/api\/orders\/copy\/\d+$/, failure)
    const app = await open(`/account/order/${id}`, w.shopB, server)
    await app.user.click(await screen.findByRole('button', { name: 'Copier la commande' }))
    expect(await findToast('Impossible de copier la commande')).toBeInTheDocument()
    expect(screen.queryByText('Erreur interne du serveur.')).not.toBeInTheDocument()
  })
})

describe('validation seen from a stale tab and from a shop that validates nothing', () => {
  it('says the order was already decided and shows it as it now stands (defect 9b)', async () => {
    const w = await anOrderWorld(live)
    const id = await w.order(w.tokens.shopA, [w.boxLine(10)])
    const app = await open(`/account/ordervalid/${id}`, w.validator)
    const accept = await screen.findByRole('button', { name: 'Accepter la commande' })
    // Another tab decides first.
    await expectJson(
      api(live.app, w.tokens.validator).put(`/api/orders/validations/decide/${id}`, {
        statut: 'refused',
        reason: 'Doublon',
      }),
    )
    await app.user.click(accept)
    // Accepting asks first (decision 074).
    await app.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Accepter la commande ?' })).getByRole('button', {
        name: 'Oui, accepter la commande',
      }),
    )
    expect(await findToast(ALREADY_DECIDED_MESSAGE)).toBeInTheDocument()
    expect(await screen.findByText(/Cette commande n’attend plus de validation \(Refusée\)/)).toBeInTheDocument()
    expect(screen.queryByText('Ressource introuvable.')).not.toBeInTheDocument()
  })

  it('hides "Commandes à valider" and leads its pages to my orders (defect 7)', async () => {
    const w = await anOrderWorld(live)
    const id = await w.order(w.tokens.shopB, [w.boxLine(10)])
    const app = await open(`/account/ordervalid/${id}`, w.shopB)
    await waitFor(() => expect(pathnameOf(app)).toBe(`/account/order/${id}`))
    const nav = await screen.findByRole('navigation', { name: 'Espace client' })
    expect(within(nav).getByRole('link', { name: 'Mes commandes' })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: /^Commandes à valider/ })).not.toBeInTheDocument()
  })
})

describe("my orders and an order's page", () => {
  it('tells a page past the end from no orders at all, with a way back (defect 11a)', async () => {
    const w = await anOrderWorld(live)
    await w.order(w.tokens.shopB, [w.boxLine(10)])
    const app = await open('/account/order?page=999', w.shopB)
    expect(await screen.findByText('La page 999 n’existe pas : cette liste compte 1 page.')).toBeInTheDocument()
    expect(screen.queryByText('Vous n’avez encore passé aucune commande.')).not.toBeInTheDocument()
    await app.user.click(screen.getByRole('link', { name: 'Revenir à la première page' }))
    expect(await screen.findByRole('table', { name: 'Mes commandes' })).toBeInTheDocument()
  })

  it(
    'shows no total on a refused line, no franco on a refused order, ' + "and the head office's changes (11b)",
    async () => {
      const w = await anOrderWorld(live)
      const id = await w.order(w.tokens.shopA, [w.bagLine(200), w.boxLine(20)])
      const head = api(live.app, w.tokens.validator)
      const order = await expectJson(head.get(`/api/orders/${id}`))
      const [bag, box] = order.lines.map((line: { id: number }) => line.id)
      await expectJson(head.put(`/api/orders/validations/modify/${id}`, { idproduct: bag, data: 250 }))
      await expectJson(head.delete(`/api/orders/validations/detachProduct/${id}/${box}`))
      await expectJson(head.put(`/api/orders/validations/decide/${id}`, { statut: 'refused', reason: 'Doublon' }))

      await open(`/account/order/${id}`, w.shopA)
      const lines = await screen.findByRole('table', { name: 'Produits de la commande' })
      const bagRow = within(lines).getByRole('row', { name: /Sac kraft/ })
      expect(within(bagRow).getByText('Non facturé')).toBeInTheDocument()
      // 250 bags at 0,50 € would be 125,00 €: a refused line bills nothing.
      expect(bagRow).not.toHaveTextContent('125,00')
      expect(screen.queryByRole('region', { name: 'Franco de port' })).not.toBeInTheDocument()
      expect(screen.queryByText(/Franco de port non atteint/)).not.toBeInTheDocument()

      const changes = screen.getByRole('table', { name: 'Ce que vous avez commandé et ce que le siège a modifié' })
      const rows = within(changes).getAllByRole('row').slice(1)
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 3)
            .map((cell) => cell.textContent),
        ),
      ).toEqual([
        ['200', 'Quantité passée de 200 à 250.', 'Siège'],
        ['20', 'Produit retiré de la commande (20 unités).', 'Siège'],
      ])
      expect(screen.getByText(/Sac kraft \(Petit\) : Quantité passée de 200 à 250\./)).toBeInTheDocument()
    },
  )
})
