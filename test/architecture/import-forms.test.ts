import { describe, expect, it } from 'vitest'
import { checkTree, violationsOf } from './support/fixture-tree'

// Each form names src/ui from the domain, on its own line; the clean twin names the domain itself.
const forms = (target: string): string[] => [
  `import { a } from '${target}/a'`,
  `import type { T } from '${target}/types'`,
  `import '${target}/side-effect'`,
  `export { b } from '${target}/b'`,
  `export type { U } from '${target}/types'`,
  `export * from '${target}/c'`,
  `export * as ns from '${target}/d'`,
  `const lazy = () => import('${target}/lazy')`,
  `const lazyTemplate = () => import(\`${target}/template\`)`,
  `let x: import('${target}/x').X`,
  `type M = typeof import('${target}/module')`,
  `const legacy = require('${target}/legacy')`,
  `import eq = require('${target}/eq')`,
  `declare module '${target}/augmented' { interface Register { a: 1 } }`,
  `const pages = import.meta.glob('${target}/pages/*.ts')`,
  `const many = import.meta.glob(['${target}/more/*.ts', '!${target}/more/skip.ts'])`,
]

describe('every form of import is read', () => {
  it('reports each form that crosses a layer, on its own line', () => {
    const text = forms('../ui').join('\n')
    const report = checkTree({ 'src/domain/leaky.ts': text })
    expect(report.violations.map((v) => v.line)).toEqual(forms('../ui').map((_, index) => index + 1))
    expect(new Set(report.violations.map((v) => v.rule))).toEqual(new Set(['domain-allow-list']))
    expect(report.violations.map((v) => v.detail.split(' ')[0])).toEqual([
      'import',
      'import',
      'import',
      'export-from',
      'export-from',
      'export-from',
      'export-from',
      'dynamic-import',
      'dynamic-import',
      'import-type',
      'import-type',
      'require',
      'import-equals',
      'module-augmentation',
      'glob-import',
      'glob-import',
    ])
  })

  it('accepts the same forms when they stay inside the layer', () => {
    const report = checkTree({ 'src/domain/tidy.ts': forms('./inner').join('\n') })
    expect(report.violations).toEqual([])
    expect(report.references).toBe(forms('./inner').length)
  })

  it('reads triple-slash references to files and to packages', () => {
    expect(
      violationsOf({
        'src/domain/refs.d.ts': '/// <reference path="../ui/globals.d.ts" />\n/// <reference types="vite/client" />\n',
      }),
    ).toEqual(['src/domain/refs.d.ts:1 domain-allow-list', 'src/domain/refs.d.ts:2 domain-allow-list'])
    expect(violationsOf({ 'src/domain/refs.d.ts': '/// <reference path="./money.d.ts" />\n' })).toEqual([])
  })

  it('reports an import whose path is computed, since it cannot be checked', () => {
    expect(
      violationsOf({
        'src/ui/routes/page.tsx': "const name = 'x'\nconst m = import(`./screens/${name}`)\nconst r = require(name)\n",
      }),
    ).toEqual(['src/ui/routes/page.tsx:2 static-specifier', 'src/ui/routes/page.tsx:3 static-specifier'])
  })

  it('sees through path tricks: a detour, an extension, a query, a root-relative path', () => {
    expect(
      violationsOf({
        'src/domain/tricks.ts': [
          "import { a } from './../../src/ui/a'",
          "import { b } from '../domain/../ui/b.ts'",
          "import c from '../ui/c.module.css?inline'",
          "import { d } from '/src/ui/d'",
          "import { e } from '../ui'",
        ].join('\n'),
      }),
    ).toEqual([1, 2, 3, 4, 5].map((line) => `src/domain/tricks.ts:${line} domain-allow-list`))
  })

  it('reads JavaScript and JSX files and generated files as well', () => {
    expect(
      violationsOf({
        'src/domain/old.js': "const x = require('../ui/x')\n",
        'src/domain/view.jsx': "import { X } from '../ui/x'\nexport const V = () => <X />\n",
        'src/domain/routes.gen.ts': "import { Y } from '../ui/y'\n",
      }),
    ).toEqual([
      'src/domain/old.js:1 domain-allow-list',
      'src/domain/routes.gen.ts:1 domain-allow-list',
      'src/domain/view.jsx:1 domain-allow-list',
    ])
  })

  it('gives the line in files with accented comments', () => {
    expect(violationsOf({ 'src/domain/fr.ts': "// Règle de franco : « à partir de »\n\nimport 'effect'\n" })).toEqual([
      'src/domain/fr.ts:3 domain-allow-list',
    ])
  })
})
