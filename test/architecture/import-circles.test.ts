import { describe, expect, it } from 'vitest'
import { checkTree, lines, violationsOf } from './support/fixture-tree'

// docs/decisions/058-no-import-circles.md: no file of src/ or server/ reaches itself through imports,
// type-only ones included.
describe('import circles', () => {
  it('refuses two files that import each other, even for types only', () => {
    const report = checkTree({
      'src/domain/a.ts': "import type { B } from './b'\nexport type A = { b: B }\n",
      'src/domain/b.ts': "import type { A } from './a'\nexport type B = { a?: A }\n",
    })
    expect(report.violations.map((v) => `${v.file}:${v.line} ${v.rule}`)).toEqual(['src/domain/a.ts:1 import-circle'])
    expect(report.violations[0]?.detail).toBe(
      'in a circle of 2 file(s): src/domain/a.ts -> src/domain/b.ts -> src/domain/a.ts',
    )
  })

  it('follows re-exports, import() and import types across folders, once per knot', () => {
    expect(
      violationsOf({
        'server/portal/cart/cart.public.ts': "export type { CartUseCases } from './cart-use-cases'\n",
        'server/portal/cart/cart-use-cases.ts': lines(
          "import { placed } from './order-placement'",
          'export type CartUseCases = typeof placed',
        ),
        'server/portal/cart/order-placement.ts': "export const placed = import('../orders/orders.public')\n",
        'server/portal/orders/orders.public.ts': "export type Terms = import('../cart/cart.public').CartUseCases\n",
        'server/portal/orders/order-records.ts': "import type { Terms } from './orders.public'\n",
      }),
    ).toEqual(['server/portal/cart/cart-use-cases.ts:1 import-circle'])
    // The report names the whole circle, from its first file in path order.
    expect(
      checkTree({
        'src/ui/x.ts': "import { y } from './y'\nexport const x = y\n",
        'src/ui/y.ts': "import { z } from './z'\nexport const y = z\n",
        'src/ui/z.ts': "export const z = () => import('./x')\n",
      }).violations.map((v) => v.detail),
    ).toEqual(['in a circle of 3 file(s): src/ui/x.ts -> src/ui/y.ts -> src/ui/z.ts -> src/ui/x.ts'])
  })

  it('finds a circle through a folder index and a file that imports itself', () => {
    expect(
      violationsOf({
        'src/ui/kit/index.ts': "export { Table } from './table'\n",
        'src/ui/kit/table.tsx': "import { Row } from '.'\nexport const Table = Row\n",
        'src/ui/kit/row.tsx': "import { Row as Same } from './row'\nexport const Row = Same\n",
      }),
    ).toEqual(['src/ui/kit/index.ts:1 import-circle', 'src/ui/kit/row.tsx:1 import-circle'])
  })

  it('accepts a graph without circle, however tangled', () => {
    expect(
      violationsOf({
        'src/domain/money.ts': 'export const cents = 1\n',
        'src/domain/franco.ts': "import { cents } from './money'\nexport const franco = cents\n",
        'src/contract/portal/cart.ts':
          "import type { franco } from '../../domain/franco'\nimport '../../domain/money'\n",
        'server/portal/pricing/pricing.public.ts': "export * from '../../../src/domain/franco'\n",
        'server/portal/cart/cart.public.ts': "import type { x } from '../pricing/pricing.public'\n",
        'server/portal/orders/orders.public.ts': lines(
          "import type { x } from '../pricing/pricing.public'",
          "import type { y } from '../cart/cart.public'",
        ),
      }),
    ).toEqual([])
  })
})
