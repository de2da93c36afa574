// `npm run check:layers` (part of `npm test`): prints each import or global use that breaks the layer
// rules (docs/decisions/002-layers-and-ports.md) with file, line, rule and why; exit 1 on any.
// Usage: tsx scripts/check-layers.ts [root], the root defaulting to the current directory.
import { resolve } from 'node:path'
import { findViolations, formatViolation } from './layers/find-violations'

const root = resolve(process.argv[2] ?? process.cwd())
const { files, references, violations } = findViolations(root)
if (violations.length > 0) {
  console.error(violations.map(formatViolation).join('\n'))
  console.error(`\nLayer check failed: ${violations.length} violation(s) in ${files} files.`)
  process.exit(1)
}
console.log(`Layer check: ${files} files, ${references} imports, no violation.`)
