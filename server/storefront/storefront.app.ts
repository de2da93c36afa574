import { closeApiSurface, createApiSurface } from '../http/api-surface'
import type { Logger } from '../shared/logger'

// Later issues add the showcase routes here (spec 7, Storefront API).
export function createStorefrontApp(logger: Logger) {
  const app = createApiSurface(logger)
  closeApiSurface(app)
  return app
}
