import { Hono } from 'hono'
import type { AccountEndpoints } from '../../../src/contract/showcase-admin/content.endpoints'
import { route } from '../../platform/http/contract-routes'
import {
  AccountBody,
  AccountListQuery,
  AccountUpdateBody,
  type AccountWire,
} from '../../../src/contract/showcase-admin/accounts'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
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
  route(routes, E.read, async (c) => {
    const account = await accounts.find(parseIdParam(c.req.param('id')))
    if (account === null) throw notFound()
    return c.json<AccountWire>(presentAccount(account))
  })
  route(routes, E.create, async (c) => {
    const body = await parseFormBody(c, AccountBody)
    return c.json<AccountWire>(presentAccount(recordOf(await accounts.create(showcaseActor(c), body))), 201)
  })
  route(routes, E.update, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, AccountUpdateBody)
    return c.json<AccountWire>(presentAccount(recordOf(await accounts.update(showcaseActor(c), id, body))))
  })
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await accounts.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
