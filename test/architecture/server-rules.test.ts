import { describe, expect, it } from 'vitest'
import { lines, violationsOf } from './support/fixture-tree'

describe("the server's inner rules", () => {
  it('keeps drizzle adapters out of routes and surface apps', () => {
    expect(violationsOf({
      'server/cart/cart.routes.ts': lines(
        "import { repo } from './cart-repository.drizzle'",
        "import type { R } from './cart-view.drizzle.ts'",
      ),
      'server/portal/portal.app.ts': "import { drizzleCart } from '../cart/cart-repository.drizzle'\n",
    })).toEqual([
      'server/cart/cart.routes.ts:1 route-without-drizzle',
      'server/cart/cart.routes.ts:2 route-without-drizzle',
      'server/portal/portal.app.ts:1 route-without-drizzle',
      'server/portal/portal.app.ts:1 feature-boundary',
    ])
    expect(violationsOf({
      'server/cart/cart.routes.ts': lines(
        "import { placeOrder } from './place-order.use-case'",
        "import { Hono } from 'hono'",
      ),
      'server/cart/cart-use-cases.ts': "import { repo } from './cart-repository.drizzle'\n",
      'server/wiring/portal.app.ts': "import { drizzleCart } from '../cart/cart-repository.drizzle'\n",
    })).toEqual(['server/wiring/portal.app.ts:1 route-without-drizzle'])
  })

  it('keeps hono out of use cases', () => {
    expect(violationsOf({
      'server/cart/place-order.use-case.ts': lines(
        "import type { Context } from 'hono'",
        "import { HTTPException } from 'hono/http-exception'",
      ),
      'server/cart/cart.use-cases.ts': "import { serve } from '@hono/node-server'\n",
    })).toEqual([
      'server/cart/cart.use-cases.ts:1 use-case-without-hono',
      'server/cart/place-order.use-case.ts:1 use-case-without-hono',
      'server/cart/place-order.use-case.ts:2 use-case-without-hono',
    ])
    expect(violationsOf({
      'server/cart/place-order.use-case.ts': lines(
        "import * as v from 'valibot'",
        "import { franco } from '../../src/domain/franco'",
      ),
    })).toEqual([])
  })

  it('lets a feature reach another only through its public file', () => {
    expect(violationsOf({
      'server/cart/cart.routes.ts': [
        "import { order } from '../orders/orders.public'",
        "import { db } from '../db/database'",
        "import { requireIdentity } from '../http/require-identity'",
        "import { clock } from '../shared/clock'",
        "import { config } from '../config'",
        "import { view } from './view/cart-view'",
        "import type { Page } from '../storefront/catalog/catalog-records'",
        "import { numbers } from '../orders/order-number'",
        "import { deps } from '../app-dependencies'",
        "import { wiring } from '../wiring/b2b-portal.wiring'",
        "import { orders } from '../orders'",
      ].join('\n'),
    })).toEqual([7, 8, 9, 10, 11].map((line) => `server/cart/cart.routes.ts:${line} feature-boundary`))
  })

  it('keeps sub-folders inside their feature', () => {
    expect(violationsOf({
      'server/storefront/blog/blog.presenter.ts': "import { presentRef } from '../catalog/catalog.presenter'\n",
      'server/storefront/http/blog.routes.ts': "import { blog } from '../blog/blog.use-cases'\n",
    })).toEqual([])
  })

  it('lets the kernel import features only through their public files', () => {
    expect(violationsOf({
      'server/db/schema.ts': lines(
        "import { ORDER_STATUSES } from '../orders/orders.public'",
        "import { c } from './columns'",
      ),
      'server/http/error-handler.ts': lines(
        "import { messages } from '../cart/cart-messages'",
        "import { main } from '../main'",
      ),
    })).toEqual(['server/http/error-handler.ts:1 feature-boundary', 'server/http/error-handler.ts:2 feature-boundary'])
  })

  it('lets the composition import anything of the server', () => {
    const wiring = lines(
      "import { repo } from '../cart/cart-repository.drizzle'",
      "import { x } from '../orders/order-queries'",
    )
    expect(violationsOf({
      'server/main.ts': "import { app } from './app'\nimport { repo } from './cart/cart-repository.drizzle'\n",
      'server/app.ts': "import { routes } from './cart/cart.routes'\n",
      'server/app-dependencies.ts': "import { repo } from './cart/cart-repository.drizzle'\n",
      'server/wiring/b2b-portal.wiring.ts': wiring,
      'server/seed/demo-seed.ts': wiring,
      'server/startup/prepare-database.ts': wiring,
    })).toEqual([])
  })

  it('places every top-level server file in the kernel or the composition', () => {
    expect(violationsOf({
      'server/config.ts': 'export const config = {}\n',
      'server/helpers.ts': 'export const h = 1\n',
      'server/cart/cart.routes.ts': "import { h } from '../helpers'\n",
    })).toEqual(['server/cart/cart.routes.ts:1 feature-boundary', 'server/helpers.ts:1 server-file-placement'])
  })

  it('does not mistake a folder named like a composition file for the composition', () => {
    expect(violationsOf({
      'server/app/tricks.ts': "import { x } from '../orders/order-queries'\n",
    })).toEqual(['server/app/tricks.ts:1 feature-boundary'])
  })
})
