import { Layer } from 'effect'
import type { AppServices } from '../application/app-services'
import { AuthGatewayHttp } from './auth-gateway.http'
import { HttpClientFetch } from './http/http-client.fetch'
import { AccountGatewayHttp } from './portal/account-gateway.http'
import { CartGatewayHttp } from './portal/cart-gateway.http'
import { CatalogGatewayHttp } from './portal/catalog-gateway.http'
import { OrderGatewayHttp } from './portal/order-gateway.http'
import { ValidationGatewayHttp } from './portal/validation-gateway.http'
import { TokenStoreWebStorage } from './token-store.web-storage'

const Gateways = Layer.mergeAll(AuthGatewayHttp, CatalogGatewayHttp, CartGatewayHttp, OrderGatewayHttp, ValidationGatewayHttp, AccountGatewayHttp)

/** The real adapters, wired once for the browser's composition root (src/ui/app/). */
export const BrowserLayer: Layer.Layer<AppServices> = Gateways.pipe(Layer.provide(HttpClientFetch), Layer.provideMerge(TokenStoreWebStorage))
