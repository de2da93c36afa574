import { parisCalendarDay } from '../../../../src/domain/working-days'
import { api } from '../../support/portal-http'
import { aPortalWorld } from '../../support/portal-world'

type Context = Parameters<typeof aPortalWorld>[0]

/** The back office's stock (docs/decisions/077-brand-stock.md) over the portal world: the bag's two options. */
export async function aStockWorld(t: Context & { app: Parameters<typeof api>[0] }) {
  const w = await aPortalWorld(t)
  const [petit, grand] = w.bag.options
  if (petit === undefined || grand === undefined) throw new Error('options missing')
  const admin = api(t.app, w.tokens.admin)
  const today = parisCalendarDay(new Date())
  const run = (optionId: number, quantity: number, extra: Record<string, unknown> = {}) =>
    admin.post('/admin/stock/runs', { brand_id: w.brand.id, option_id: optionId, quantity, day: today, ...extra })
  const adjust = (optionId: number, quantity: number, reason = 'Inventaire') =>
    admin.post('/admin/stock/adjustments', { brand_id: w.brand.id, option_id: optionId, quantity, reason })
  return { w, petit, grand, admin, today, run, adjust }
}
