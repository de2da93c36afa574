import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isWebp, keptRenditions } from '../../../server/platform/media/kept-renditions'
import { ensureShowcaseMedia } from '../../../server/platform/startup/ensure-showcase-media'
import { localFileStorage } from '../../../server/platform/storage/storage.public'
import { CONTENT_IMAGES_DIR } from '../../../server/showcase/pages/content-paths'
import { useShowcaseApp } from './support/showcase-test-app'

// The seed's 101 WebP renditions are rendered once, then a new storage (a fresh
// DATA_DIR, a new bucket) gets copies from the kept renditions instead of renders (decision 044).
const t = useShowcaseApp({ seed: 'once' })
const scratch = mkdtempSync(join(tmpdir(), 'ecrin-kept-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const shelfDir = join(scratch, 'kept')
const sources = { imagesDir: CONTENT_IMAGES_DIR, kept: keptRenditions(shelfDir) }
const aStorage = (name: string) => ({ root: join(scratch, name), files: localFileStorage(join(scratch, name)) })
const start = (storage: ReturnType<typeof aStorage>) => ensureShowcaseMedia(t.db, storage.files, sources, t.logger)
const webpFiles = (root: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.webp'))
    .sort()
const pdfCount = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.pdf')).length

describe('kept renditions of the repository images', () => {
  it('renders on the first start, then a start on a new storage renders nothing and gets the same files', async () => {
    const first = aStorage('first')
    expect(await start(first)).toBeGreaterThan(100)
    const rendered = webpFiles(first.root)
    expect(webpFiles(shelfDir)).toEqual(rendered)

    const second = aStorage('second')
    t.logger.clear()
    // Only the catalogue PDFs are generated again on the new storage: no image is rendered.
    expect(await start(second)).toBe(pdfCount(second.root))
    expect(t.logger.infos).toContain(`Médias de la vitrine repris du cache : ${rendered.length} fichier(s)`)
    expect(webpFiles(second.root)).toEqual(rendered)
    for (const name of rendered) {
      expect(readFileSync(join(second.root, name))).toEqual(readFileSync(join(first.root, name)))
    }
    expect(await start(second)).toBe(0)
  })

  it('renders again a kept file that is cut, and a stored file of size 0', async () => {
    const [name] = webpFiles(shelfDir)
    if (name === undefined) throw new Error('no kept rendition')
    const cut = join(shelfDir, name)
    truncateSync(cut, Math.floor(statSync(cut).size / 2))
    const third = aStorage('third')
    const written = await start(third)
    expect(written).toBe(pdfCount(third.root) + 1)
    expect(isWebp(readFileSync(cut))).toBe(true)

    writeFileSync(join(third.root, name), new Uint8Array())
    expect(await start(third)).toBe(0)
    expect(statSync(join(third.root, name)).size).toBeGreaterThan(0)
  })
})

describe('isWebp', () => {
  it('accepts a whole WebP file and refuses a cut one or another format', () => {
    const [name] = webpFiles(shelfDir)
    const bytes = new Uint8Array(readFileSync(join(shelfDir, name ?? '')))
    expect(isWebp(bytes)).toBe(true)
    expect(isWebp(bytes.subarray(0, bytes.length - 1))).toBe(false)
    expect(isWebp(new TextEncoder().encode('%PDF-1.4 not an image'))).toBe(false)
  })
})
