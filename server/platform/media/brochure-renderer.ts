import { Piscina } from 'piscina'
import type { Brochure } from './brochure'

// The catalogue PDFs are drawn in one worker thread (decision 061): pdf-lib's drawing takes 0.5-1 s of
// CPU per catalogue, which on the serving thread delayed every answer while the job ran. pdf-lib and
// sharp load in that thread, on the first brochure that must be rendered: most starts and most runs of
// the catalogue-brochures job find every PDF up to date (docs/decisions/049-catalogue-pdfs.md). The
// thread ends after a quiet minute.
let pool: Piscina | null = null

// From the sources (tsx, vitest) this module is a .ts file: the thread runs the TypeScript worker
// under tsx's loader, named on its command line (a worker thread gets neither vitest's transform nor,
// on Node 20, type stripping). In the build it is bundled into dist/server/main.js, next to
// brochure-pdf.worker.js (vite.server.config.ts).
function workerOptions(): { filename: string; execArgv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { filename: new URL('./brochure-pdf.worker.js', import.meta.url).href }
  return { filename: new URL('./brochure-pdf.worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] }
}

export async function renderBrochurePdf(brochure: Brochure): Promise<Uint8Array> {
  pool ??= new Piscina({ ...workerOptions(), minThreads: 0, maxThreads: 1, idleTimeout: 60_000 })
  return (await pool.run(brochure)) as Uint8Array
}

// Ends the thread now (the server's shutdown, tests) rather than after its quiet minute.
export async function closeBrochureRenderer(): Promise<void> {
  const ending = pool
  pool = null
  await ending?.close()
}
