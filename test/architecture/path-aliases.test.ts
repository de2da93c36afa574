import { describe, expect, it } from 'vitest'
import { expandAlias, parseJsonc } from '../../scripts/layers/path-aliases'
import { checkTree, lines, violationsOf } from './support/fixture-tree'

const TSCONFIG = `{
  // comments and trailing commas, as tsconfig.json allows
  "compilerOptions": {
    /* the aliases a file could hide a layer crossing behind */
    "paths": {
      "@ui/*": ["./src/ui/*"],
      "@/*": ["./src/*"],
      "@domain": ["./src/domain/index.ts"],
      "#fake-url/*": ["./src/domain/*"],
    },
  },
}`

describe('path aliases are resolved before the rules apply', () => {
  it('reads tsconfig.json paths, comments and trailing commas included', () => {
    expect(parseJsonc('{ "a": "x // not a comment", /* c */ "b": [1,], }')).toEqual({ a: 'x // not a comment', b: [1] })
    const report = checkTree({
      'tsconfig.json': TSCONFIG,
      'src/domain/a.ts': lines(
        "import { x } from '@ui/x'",
        "import { y } from '@/infrastructure/y'",
        "import { z } from '@/domain/z'",
        "import { d } from '@domain'",
        "import { u } from '#fake-url/u'",
      ),
    })
    expect(report.violations.map((v) => `${v.line} ${v.detail}`)).toEqual([
      "1 import '@ui/x' (src/ui/x): 'src/ui/x' is outside the folders of layer domain",
      "2 import '@/infrastructure/y' (src/infrastructure/y): 'src/infrastructure/y' is outside the folders of layer " +
        'domain',
    ])
  })

  it('picks the longest matching prefix, as TypeScript does', () => {
    const aliases = [
      { pattern: '@/*', targets: ['src/*'] },
      { pattern: '@/ui/*', targets: ['src/domain/*'] },
    ]
    expect(expandAlias(aliases, '@/ui/x')).toEqual(['src/domain/x'])
    expect(expandAlias(aliases, '@/application/x')).toEqual(['src/application/x'])
    expect(expandAlias(aliases, 'react')).toBeUndefined()
  })

  it('follows baseUrl and a relative extends', () => {
    const base = '{ "compilerOptions": { "baseUrl": "./src", "paths": { "~/*": ["*"] } } }'
    expect(
      violationsOf({
        'config/tsconfig.base.json': base.replace('./src', '../src'),
        'tsconfig.json': '{ "extends": "./config/tsconfig.base.json", "compilerOptions": { "strict": true } }',
        'src/application/a.ts': "import { w } from '~/ui/widget'\nimport { f } from '~/domain/franco'\n",
      }),
    ).toEqual(['src/application/a.ts:1 application-allow-list'])
  })

  it('resolves package.json imports (#name) to a path or a package', () => {
    const packageJson = JSON.stringify({
      dependencies: {},
      imports: { '#ui/*': './src/ui/*', '#http': { browser: 'ky', default: './src/infrastructure/http.ts' } },
    })
    expect(
      violationsOf({
        'package.json': packageJson,
        'src/application/a.ts': lines(
          "import { w } from '#ui/widget'",
          "import http from '#http'",
          "import { n } from '#nowhere'",
        ),
      }),
    ).toEqual([1, 2, 3].map((line) => `src/application/a.ts:${line} application-allow-list`))
  })

  it('treats an unaliased bare name as a package, not as a folder of the repository', () => {
    expect(violationsOf({ 'src/domain/a.ts': "import { b } from 'src/domain/b'\n" })).toEqual([
      'src/domain/a.ts:1 domain-allow-list',
    ])
  })
})
