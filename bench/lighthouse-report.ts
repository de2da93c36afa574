// Medians and the printed table of `npm run bench:lighthouse` (bench/lighthouse.ts).

export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo'
export const CATEGORIES: CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo']
// The Lighthouse targets (decision 051).
export const TARGETS = {
  performance: 0.99,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcpMs: 1200,
  homeJsGzipBytes: 100 * 1024,
}

export type RunFigures = {
  scores: Record<CategoryId, number>
  lcpMs: number
  tbtMs: number
  jsTransferBytes: number
  jsGzipBytes: number
}
export type PageSummary = { name: string; path: string; runs: number; median: RunFigures | null }

// Of the runs that measured it (a failed measure is NaN).
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

export function medianOf(runs: RunFigures[]): RunFigures | null {
  if (runs.length === 0) return null
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick))
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])) as Record<
    CategoryId,
    number
  >
  return {
    scores,
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    jsTransferBytes: of((run) => run.jsTransferBytes),
    jsGzipBytes: of((run) => run.jsGzipBytes),
  }
}

const mark = (ok: boolean) => (ok ? ' ' : '✗')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function meetsTargets(page: PageSummary): boolean {
  const m = page.median
  if (m === null) return false
  const scoresOk = CATEGORIES.every((id) => m.scores[id] >= TARGETS[id])
  return scoresOk && m.lcpMs <= TARGETS.lcpMs && (page.path !== '/' || m.jsGzipBytes <= TARGETS.homeJsGzipBytes)
}

export function table(pages: PageSummary[]): string {
  const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'JS gzip', 'JS sent']
  const rows = pages.map((page) => {
    const m = page.median
    if (m === null) return [page.name, page.path, 'Lighthouse failed', '', '', '', '', '', '', '']
    const score = (id: CategoryId) => `${m.scores[id].toFixed(2)}${mark(m.scores[id] >= TARGETS[id])}`
    const js =
      page.path === '/' ? `${kb(m.jsGzipBytes)}${mark(m.jsGzipBytes <= TARGETS.homeJsGzipBytes)}` : kb(m.jsGzipBytes)
    return [
      page.name,
      page.path,
      ...CATEGORIES.map(score),
      `${(m.lcpMs / 1000).toFixed(2)} s${mark(m.lcpMs <= TARGETS.lcpMs)}`,
      `${Math.round(m.tbtMs)} ms`,
      js,
      kb(m.jsTransferBytes),
    ]
  })
  rows.push(['target', '', '>= 0.99', '1.00', '1.00', '1.00', '<= 1.20 s', '', '<= 100 KB (/)', ''])
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)))
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
