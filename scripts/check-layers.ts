// `npm run check:layers` (part of `npm test`): exit 1 when a file imports across the layer rule.
import { findViolations } from './layers/find-violations'

const { checked, problems } = findViolations(process.cwd())
if (problems.length > 0) {
  console.error(`Layer check failed, ${problems.length} import(s) cross the layer rule:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`Layer check: ${checked} imports checked, none crosses the layer rule.`)
