// `npm run check:line-length` (part of `npm test`): prints file:line of every line over 120 columns in the
// source folders, comments and strings included, which the formatter (Biome) does not break; exit 1 on any.
// docs/decisions/055-formatter-and-line-length.md. Usage: tsx scripts/check-line-length.ts [root].
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const MAX_COLUMNS = 120
const FOLDERS = ['src', 'server', 'test', 'e2e', 'scripts', 'bench']
const EXTENSIONS = /\.(ts|tsx|css|mjs)$/
const EXCLUDED = new Set(['src/ui/routeTree.gen.ts'])

const root = resolve(process.argv[2] ?? process.cwd())

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (entry.isFile() && EXTENSIONS.test(entry.name)) yield path
  }
}

let files = 0
const tooLong: string[] = []
for (const folder of FOLDERS) {
  for (const path of sourceFiles(join(root, folder))) {
    const name = relative(root, path).split('\\').join('/')
    if (EXCLUDED.has(name)) continue
    files++
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        // Columns as code points, so that "é" or "→" counts as one.
        const columns = [...line.replace(/\r$/, '')].length
        if (columns > MAX_COLUMNS) tooLong.push(`${name}:${index + 1}: ${columns} columns`)
      })
  }
}
if (tooLong.length > 0) {
  console.error(tooLong.join('\n'))
  console.error(`\nLine length check failed: ${tooLong.length} line(s) over ${MAX_COLUMNS} columns in ${files} files.`)
  process.exit(1)
}
console.log(`Line length check: ${files} files, no line over ${MAX_COLUMNS} columns.`)
