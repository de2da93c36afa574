import { fromProjectRoot } from '../shared/project-root'
import { localFileStorage } from '../storage/storage.public'
import { RENDER_FINGERPRINT } from './image-renderer.sharp'

// Renditions of the repository's own images (the demo seed's, from content/images), kept once per
// checkout so that a new storage (a fresh DATA_DIR, a new bucket, every test or journey run) receives
// copies instead of renders: 101 WebP files took 3.2 s of a first start (decision 044).
// Their names end with a hash of the source and the folder names the renderer's settings, so a kept
// file is the render it stands for. Only repository sources come here, never an upload: uploads
// belong to one installation. A shelf that cannot be read or written only costs a render.
export type RenditionShelf = {
  take(name: string): Promise<Uint8Array | null>
  keep(name: string, bytes: Uint8Array): Promise<void>
}

// Under node_modules/.cache, the usual place for a project's derived files: ignored by git, and
// emptied by a fresh `npm ci` at worst.
export const KEPT_RENDITIONS_DIR = fromProjectRoot('node_modules', '.cache', 'ecrin-showcase-media', RENDER_FINGERPRINT)

export function keptRenditions(dir: string): RenditionShelf {
  const shelf = localFileStorage(dir)
  return {
    async take(name) {
      const bytes = await shelf.get(name).catch(() => null)
      return bytes !== null && isWebp(bytes) ? bytes : null
    },
    async keep(name, bytes) {
      await shelf.put(name, bytes, 'image/webp').catch(() => undefined)
    },
  }
}

// A whole WebP file: RIFF header, WEBP form, and the length the header declares (a cut file fails).
export function isWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4))
  const declared = (bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8) | ((bytes[6] ?? 0) << 16) | ((bytes[7] ?? 0) << 24)
  return text(0) === 'RIFF' && text(8) === 'WEBP' && declared >>> 0 === bytes.length - 8
}
