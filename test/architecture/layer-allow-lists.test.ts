import { describe, expect, it } from 'vitest'
import { checkTree, lines, violationsOf } from './support/fixture-tree'

describe('each layer imports only what its allow-list names', () => {
  it('keeps the domain free of packages, built-ins and other layers', () => {
    const inside = lines("import { cents } from './money'", "import type { Q } from './q/q'")
    expect(violationsOf({ 'src/domain/franco.ts': inside })).toEqual([])
    expect(
      violationsOf({
        'src/domain/franco.ts': [
          "import * as v from 'valibot'",
          "import { readFileSync } from 'node:fs'",
          "import { join } from 'path'",
          "import { Cart } from '../contract/cart'",
          "import { errors } from '../application/errors'",
        ].join('\n'),
      }),
    ).toEqual([1, 2, 3, 4, 5].map((line) => `src/domain/franco.ts:${line} domain-allow-list`))
  })

  it('lets the contract use valibot and the domain only', () => {
    expect(
      violationsOf({
        'src/contract/portal/cart.ts':
          "import * as v from 'valibot'\nimport { Money } from '../../domain/money'\n" +
          "import { Id } from '../ids'\n",
      }),
    ).toEqual([])
    expect(
      violationsOf({
        'src/contract/portal/cart.ts': lines(
          "import { Effect } from 'effect'",
          "import { Port } from '../../application/port'",
          "import { app } from '../../../server/app'",
        ),
      }),
    ).toEqual([1, 2, 3].map((line) => `src/contract/portal/cart.ts:${line} contract-allow-list`))
  })

  it('keeps the application on effect, the contract and the domain', () => {
    expect(
      violationsOf({
        'src/application/cart/add.ts':
          "import { Effect } from 'effect'\nimport { Cart } from '../../contract/cart'\n" +
          "import { franco } from '../../domain/franco'\nimport { Port } from '../ports/cart'\n",
      }),
    ).toEqual([])
    expect(
      violationsOf({
        'src/application/cart/add.ts':
          "import * as v from 'valibot'\nimport { useState } from 'react'\n" +
          "import { http } from '../../infrastructure/http'\nimport { Screen } from '../../ui/screen'\n",
      }),
    ).toEqual([1, 2, 3, 4].map((line) => `src/application/cart/add.ts:${line} application-allow-list`))
  })

  it('lets adapters implement ports but never reach the UI, the server or a browser package', () => {
    expect(
      violationsOf({
        'src/infrastructure/cart.http.ts':
          "import { Layer } from 'effect'\nimport * as v from 'valibot'\n" +
          "import { CartPort } from '../application/ports/cart'\nimport { Cart } from '../contract/cart'\n",
      }),
    ).toEqual([])
    expect(
      violationsOf({
        'src/infrastructure/cart.http.ts':
          "import { toast } from 'react-toastify'\nimport { T } from '../ui/toasts'\n" +
          "import { app } from '../../server/app'\nimport ky from 'ky'\n",
      }),
    ).toEqual([1, 2, 3, 4].map((line) => `src/infrastructure/cart.http.ts:${line} infrastructure-allow-list`))
  })

  it('lets the UI use its packages, styles and assets, and adapters only from the composition root', () => {
    const uiImports = [
      "import { createRoot } from 'react-dom/client'",
      "import { useQuery } from '@tanstack/react-query'",
      "import { Dialog } from 'radix-ui'",
      "import styles from './page.module.css'",
      "import logo from '../assets/logo.svg?url'",
      "import { addLine } from '../../application/cart/add'",
    ].join('\n')
    expect(violationsOf({ 'src/ui/routes/page.tsx': uiImports })).toEqual([])
    const wiring = "import { browserLayer } from '../../infrastructure/browser-layer'\n"
    expect(violationsOf({ 'src/ui/app/runtime.ts': wiring })).toEqual([])
    expect(
      violationsOf({
        'src/ui/routes/page.tsx':
          "import { browserLayer } from '../../infrastructure/browser-layer'\n" +
          "import { useTable } from '@tanstack/react-table'\nimport { app } from '../../../server/app'\n" +
          "import { readFileSync } from 'node:fs'\n",
      }),
    ).toEqual([1, 2, 3, 4].map((line) => `src/ui/routes/page.tsx:${line} ui-allow-list`))
    expect(violationsOf({ 'src/ui/app/runtime.ts': "import { app } from '../../../server/app'\n" })).toEqual([
      'src/ui/app/runtime.ts:1 ui-composition-root-allow-list',
    ])
  })

  it('lets the server share only the domain and the contract, and use built-ins and declared dependencies', () => {
    expect(
      violationsOf({
        'server/portal/cart/cart.routes.ts':
          "import { Hono } from 'hono'\nimport { randomUUID } from 'node:crypto'\n" +
          "import { join } from 'path'\nimport { franco } from '../../../src/domain/franco'\n" +
          "import { CartBody } from '../../../src/contract/cart'\n",
      }),
    ).toEqual([])
    expect(
      violationsOf({
        'server/portal/cart/cart.routes.ts':
          "import { E } from '../../../src/application/errors'\n" +
          "import { H } from '../../../src/infrastructure/http'\nimport { S } from '../../../src/ui/screen'\n" +
          "import { vi } from 'vitest'\nimport express from 'express'\n",
      }),
    ).toEqual([1, 2, 3, 4, 5].map((line) => `server/portal/cart/cart.routes.ts:${line} server-allow-list`))
  })

  it('says which package or folder is refused and what the layer may import', () => {
    const [violation] = checkTree({ 'src/application/a.ts': "import { useState } from 'react'\n" }).violations
    expect(violation?.detail).toContain("package 'react' is not on the list of layer application")
    expect(violation?.why).toBe(
      'src/application/** may import only src/application, src/domain, src/contract, packages effect.',
    )
  })

  it('refuses a file that belongs to no layer and an import that leaves the repository', () => {
    expect(violationsOf({ 'src/lib/helpers.ts': 'export const a = 1\n' })).toEqual([
      'src/lib/helpers.ts:1 file-outside-layers',
    ])
    expect(violationsOf({ 'src/domain/a.ts': "import { x } from '../../../elsewhere/x'\n" })).toEqual([
      'src/domain/a.ts:1 domain-allow-list',
    ])
    expect(violationsOf({ 'src/domain/a.ts': "import x from 'virtual:generated'\n" })).toEqual([
      'src/domain/a.ts:1 domain-allow-list',
    ])
  })

  it('counts the files and imports it read, and reports a file it cannot parse', () => {
    const report = checkTree({ 'src/domain/a.ts': "import { b } from './b'", 'src/domain/b.ts': 'export const b = 1' })
    expect(report).toMatchObject({ files: 2, references: 1, violations: [] })
    expect(violationsOf({ 'src/domain/broken.ts': 'export const = ;\n' })).toEqual(['src/domain/broken.ts:1 parsable'])
  })
})
