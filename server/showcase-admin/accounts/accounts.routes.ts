import { Hono } from 'hono'
import type { AccountEndpoints } from '../../../src/contract/showcase-admin/content.endpoints'
import { route } from '../../platform/http/contract-routes'
import { recordRoutes } from '../../platform/http/record-routes'
import {
  AccountBody,
  AccountListQuery,
  AccountUpdateBody,
  type AccountWire,
} from '../../../src/contract/showcase-admin/accounts'
import { listWindow } from '../../platform/http/admin-write-answer'
import { parseInput } from '../../platform/http/parse-json-body'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { presentAccount } from './account.presenter'
import type { AccountUseCases } from './account.use-cases'

// One account screen on the Storefront API (decision 036), its endpoints those of the administrators or
// of the e-commerce users (decision 053); an account of another role is unknown here (404).
export function accountRoutes(E: AccountEndpoints, accounts: AccountUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()

  route(routes, E.list, async (c) => {
    const query = parseInput(AccountListQuery, c.req.query())
    const page = await accounts.list({
      ...listWindow(query),
      sort: query._sort ?? 'login',
      filters: { active: query.active ?? null, text: query.q || null },
    })
    c.header('x-total-count', String(page.total))
    return c.json<AccountWire[]>(page.items.map(presentAccount))
  })
  recordRoutes(routes, E, accounts, {
    actor: showcaseActor,
    present: presentAccount,
    body: AccountBody,
    updateBody: AccountUpdateBody,
  })
  return routes
}
