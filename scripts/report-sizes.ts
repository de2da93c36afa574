// After `vite build`: the gzip size of every asset, and of what index.html loads before any route
// chunk (the entry and its preloaded imports). The per-page budget is checked in a real browser by
// e2e/budget.spec.ts, which also counts the route chunks a page fetches.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.env.WEB_DIST_DIR ?? 'dist/web'
const assets = join(dist, 'assets')
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

const rows = readdirSync(assets)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((file) => {
    const bytes = readFileSync(join(assets, file))
    return { file, raw: statSync(join(assets, file)).size, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  .sort((a, b) => b.gzip - a.gzip)

const html = readFileSync(join(dist, 'index.html'), 'utf8')
const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]))

console.log('Asset                                             raw        gzip')
for (const r of rows)
  console.log(
    `${(initial.has(r.file) ? '* ' : '  ') + r.file.padEnd(46)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)}`,
  )
const sum = (list: typeof rows) => list.reduce((n, r) => n + r.gzip, 0)
console.log(`\n* loaded by index.html before any route chunk: ${kb(sum(rows.filter((r) => initial.has(r.file))))} gzip`)
const javascript = sum(rows.filter((r) => r.file.endsWith('.js')))
const css = sum(rows.filter((r) => r.file.endsWith('.css')))
console.log(`All JavaScript: ${kb(javascript)} gzip, CSS: ${kb(css)} gzip`)
