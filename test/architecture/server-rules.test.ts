import { describe, expect, it } from 'vitest'
import { lines, violationsOf } from './support/fixture-tree'

describe("the server's inner rules", () => {
  it('keeps drizzle adapters out of routes and surface apps', () => {
    expect(
      violationsOf({
        'server/portal/cart/cart.routes.ts': lines(
          "import { repo } from './cart-repository.drizzle'",
          "import type { R } from './cart-view.drizzle.ts'",
        ),
        'server/portal/session/portal.app.ts': "import { drizzleCart } from '../cart/cart-repository.drizzle'\n",
      }),
    ).toEqual([
      'server/portal/cart/cart.routes.ts:1 route-without-drizzle',
      'server/portal/cart/cart.routes.ts:2 route-without-drizzle',
      'server/portal/session/portal.app.ts:1 route-without-drizzle',
      'server/portal/session/portal.app.ts:1 feature-boundary',
    ])
    expect(
      violationsOf({
        'server/portal/cart/cart.routes.ts': lines(
          "import { placeOrder } from './place-order.use-case'",
          "import { Hono } from 'hono'",
        ),
        'server/portal/cart/cart-use-cases.ts': "import { repo } from './cart-repository.drizzle'\n",
        'server/portal/portal.app.ts': "import { drizzleCart } from './cart/cart-repository.drizzle'\n",
      }),
    ).toEqual(['server/portal/portal.app.ts:1 route-without-drizzle'])
  })

  it('keeps hono out of use cases', () => {
    expect(
      violationsOf({
        'server/portal/cart/place-order.use-case.ts': lines(
          "import type { Context } from 'hono'",
          "import { HTTPException } from 'hono/http-exception'",
        ),
        'server/portal/cart/cart.use-cases.ts': "import { serve } from '@hono/node-server'\n",
      }),
    ).toEqual([
      'server/portal/cart/cart.use-cases.ts:1 use-case-without-hono',
      'server/portal/cart/place-order.use-case.ts:1 use-case-without-hono',
      'server/portal/cart/place-order.use-case.ts:2 use-case-without-hono',
    ])
    expect(
      violationsOf({
        'server/portal/cart/place-order.use-case.ts': lines(
          "import * as v from 'valibot'",
          "import { franco } from '../../../src/domain/franco'",
        ),
      }),
    ).toEqual([])
  })

  it('lets a feature reach another only through its public file', () => {
    expect(
      violationsOf({
        'server/portal/cart/cart.routes.ts': [
          "import { order } from '../orders/orders.public'",
          "import { db } from '../../platform/db/database'",
          "import { requireIdentity } from '../../platform/http/require-identity'",
          "import { clock } from '../../platform/shared/clock'",
          "import { config } from '../../config'",
          "import { view } from './view/cart-view'",
          "import type { Deps } from '../portal-deps'",
          "import { shown } from '../../showcase/showcase.public'",
          "import type { Page } from '../../showcase/catalog/catalog-records'",
          "import { numbers } from '../orders/order-number'",
          "import { deps } from '../../app-dependencies'",
          "import { wiring } from '../portal.wiring'",
          "import { orders } from '../orders'",
          "import { auth } from '../../platform/auth/sessions'",
          "import { all } from '../../platform/auth/auth.public'",
        ].join('\n'),
      }),
    ).toEqual([9, 10, 11, 12, 13, 14].map((line) => `server/portal/cart/cart.routes.ts:${line} feature-boundary`))
  })

  it('keeps sub-folders inside their feature', () => {
    expect(
      violationsOf({
        'server/showcase/blog/view/blog.presenter.ts': "import { presentRef } from '../parts/refs'\n",
        'server/showcase/blog/http/blog.routes.ts': "import { blog } from '../blog.use-cases'\n",
      }),
    ).toEqual([])
  })

  it('lets the kernel import features only through their public files', () => {
    expect(
      violationsOf({
        'server/platform/db/schema.ts': lines(
          "import { ORDER_STATUSES } from '../../portal/orders/orders.public'",
          "import { c } from './columns'",
        ),
        'server/platform/http/error-handler.ts': lines(
          "import { messages } from '../../portal/cart/cart-messages'",
          "import { main } from '../../main'",
        ),
      }),
    ).toEqual([
      'server/platform/http/error-handler.ts:1 feature-boundary',
      'server/platform/http/error-handler.ts:2 feature-boundary',
    ])
  })

  it('lets the composition import anything of the server', () => {
    const wiring = lines(
      "import { repo } from '../../portal/cart/cart-repository.drizzle'",
      "import { x } from '../../portal/orders/order-queries'",
    )
    expect(
      violationsOf({
        'server/main.ts': "import { app } from './app'\nimport { repo } from './portal/cart/cart-repository.drizzle'\n",
        'server/app.ts': "import { routes } from './portal/cart/cart.routes'\n",
        'server/app-dependencies.ts': "import { repo } from './portal/cart/cart-repository.drizzle'\n",
        'server/portal/portal.wiring.ts': "import { repo } from './cart/cart-repository.drizzle'\n",
        'server/platform/wiring/mail.wiring.ts': wiring,
        'server/seed/demo/demo-seed.ts': wiring,
        'server/platform/startup/prepare-database.ts': wiring,
      }),
    ).toEqual([])
  })

  it('places every top-level server file in the kernel or the composition', () => {
    expect(
      violationsOf({
        'server/config.ts': 'export const config = {}\n',
        'server/helpers.ts': 'export const h = 1\n',
        'server/platform/helpers.ts': 'export const h = 1\n',
        'server/stock/stock.routes.ts': 'export const s = 1\n',
        'server/portal/cart/cart.routes.ts': "import { h } from '../../helpers'\n",
      }),
    ).toEqual([
      'server/helpers.ts:1 server-file-placement',
      'server/platform/helpers.ts:1 server-file-placement',
      'server/portal/cart/cart.routes.ts:1 feature-boundary',
      'server/stock/stock.routes.ts:1 server-file-placement',
    ])
  })

  it('does not mistake a folder named like a composition file for the composition', () => {
    expect(
      violationsOf({
        'server/portal/portal.wiring/tricks.ts': "import { x } from '../orders/order-queries'\n",
      }),
    ).toEqual(['server/portal/portal.wiring/tricks.ts:1 feature-boundary'])
  })
})
