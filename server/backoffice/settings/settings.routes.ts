import { Hono, type MiddlewareHandler } from 'hono'
import { SettingsUpdateBody, type SettingsWire } from '../../../src/contract/backoffice/settings'
import type { AdminEnv } from '../../platform/administrators/administrators.public'
import { conflict, parseFormBody } from '../../platform/http/form-body'
import { presentSettings } from './settings.presenter'
import type { SettingsUseCases } from './settings.use-case'

// GET /admin/settings for any e-commerce administrator (behind the back office's door); PUT for
// super administrators only.
export function settingsRoutes(settings: SettingsUseCases, superAdminOnly: MiddlewareHandler<AdminEnv>) {
  const routes = new Hono<AdminEnv>()

  routes.get('/admin/settings', async (c) => c.json<SettingsWire>(presentSettings(await settings.read())))

  routes.put('/admin/settings', superAdminOnly, async (c) => {
    const body = await parseFormBody(c, SettingsUpdateBody)
    const outcome = await settings.update({ id: c.var.admin.id, login: c.var.admin.login }, body)
    if (outcome.kind === 'stale') throw conflict()
    return c.json<SettingsWire>(presentSettings(outcome.settings))
  })

  return routes
}
