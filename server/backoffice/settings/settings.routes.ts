import { Hono, type MiddlewareHandler } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { SettingsUpdateBody, type SettingsWire } from '../../../src/contract/backoffice/settings'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { route } from '../../platform/http/contract-routes'
import { conflict, parseFormBody } from '../../platform/http/form-body'
import { presentSettings } from './settings.presenter'
import type { SettingsUseCases } from './settings.use-case'

// GET /admin/settings for any e-commerce administrator (behind the back office's door); PUT for
// super administrators only.
export function settingsRoutes(settings: SettingsUseCases, superAdminOnly: MiddlewareHandler<AdminEnv>) {
  const routes = new Hono<AdminEnv>()
  const E = BACKOFFICE_ENDPOINTS.settings

  route(routes, E.read, async (c) => c.json<SettingsWire>(presentSettings(await settings.read())))

  route(routes, E.update, superAdminOnly, async (c) => {
    const body = await parseFormBody(c, SettingsUpdateBody)
    const outcome = await settings.update({ id: c.var.admin.id, login: c.var.admin.login }, body)
    if (outcome.kind === 'stale') throw conflict()
    return c.json<SettingsWire>(presentSettings(outcome.settings))
  })

  return routes
}
