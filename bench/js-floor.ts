// `npm run bench:js-floor` (not part of `npm test`): the gzipped JavaScript that the stack itself costs a
// server-rendered page, before any code of ours. Vite builds two one-file apps from this project's own
// node_modules (same versions, same minifier): React 19 hydrating a <div>, then the same with TanStack
// Router hydrating one route with RouterClient, the least a page needs to take over a rendered page.
// `/` should stay under 100 KB (docs/decisions/051); this is the floor under that figure.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const WORK = join(process.cwd(), '.tmp', 'js-floor')

const APPS = {
  'React 19 (hydrateRoot)': `
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
hydrateRoot(document.getElementById('root')!, createElement('main', null, 'Écrin'))
`,
  'React 19 + TanStack Router (RouterClient, one route)': `
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createRootRoute, createRoute, createRouter, Link, Outlet } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
const root = createRootRoute({ component: () => createElement(Outlet) })
const home = createRoute({
  getParentRoute: () => root,
  path: '/',
  component: () => createElement(Link, { to: '/' }, 'Écrin'),
})
const router = createRouter({ routeTree: root.addChildren([home]) })
hydrateRoot(document.getElementById('root')!, createElement(RouterClient, { router }))
`,
}

async function gzipOfApp(name: string, source: string): Promise<number> {
  const dir = join(WORK, String(Object.keys(APPS).indexOf(name)))
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'main.ts'), source)
  writeFileSync(join(dir, 'index.html'), '<div id="root"></div><script type="module" src="./main.ts"></script>')
  await build({
    root: dir,
    configFile: false,
    // The packages' "use client" directives make rolldown warn on every build: noise here.
    logLevel: 'error',
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, modulePreload: { polyfill: false } },
  })
  const assets = join(dir, 'dist', 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0)
}

rmSync(WORK, { recursive: true, force: true })
const rows: string[] = []
for (const [name, source] of Object.entries(APPS)) {
  rows.push(`| ${name} | ${((await gzipOfApp(name, source)) / 1024).toFixed(1)} KB |`)
}
rmSync(WORK, { recursive: true, force: true })
console.log(['| least app | JavaScript, gzip -9 |', '|---|---|', ...rows].join('\n'))
