import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { logoutShop } from '../../../application/session/shop-session.use-case'
import { SessionPanel } from '../../components/session-panel/session-panel'
import { sessionKeys, shopSessionQuery } from '../../queries/session.queries'

// Minimal on purpose: the catalogue issue fills this screen with the brand's custom products.
export function CatalogPage() {
  const { runUseCase } = useRouteContext({ from: '__root__' })
  const { data: shop } = useSuspenseQuery(shopSessionQuery(runUseCase))
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  async function logout() {
    await runUseCase(logoutShop())
    await navigate({ to: '/login' })
    // Removed after leaving, so this screen never renders without its shop.
    queryClient.removeQueries({ queryKey: sessionKeys.shop })
  }

  return (
    <SessionPanel title="Mon catalogue" onLogout={logout}>
      <p>
        Boutique connectée : <strong>{shop?.name}</strong>
      </p>
      {shop?.brand.name ? <p>Enseigne : {shop.brand.name}</p> : null}
    </SessionPanel>
  )
}
