import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Rendition } from './media-files'

const WEBP_QUALITY = 80
const SVG_DENSITY = 72

// sharp is imported when first needed: loading it costs 100-160 ms of a start (decision 061).
const loadSharp = async () => (await import('sharp')).default

// Names what renderWebp's output depends on besides its input: a kept rendition made under other
// settings or another libvips is never reused (server/platform/media/kept-renditions.ts). Read from
// sharp's package.json rather than from sharp itself, which would load it at start: a sharp version
// pins its prebuilt libvips (the exact version of its @img/sharp-libvips-* dependency).
export const RENDER_FINGERPRINT = `webp-q${WEBP_QUALITY}-e4-d${SVG_DENSITY}-${sharpRelease()}`

function sharpRelease(): string {
  const sharpEntry = createRequire(import.meta.url).resolve('sharp')
  const manifest = JSON.parse(readFileSync(join(dirname(sharpEntry), '..', 'package.json'), 'utf8')) as {
    version: string
    optionalDependencies?: Record<string, string>
  }
  const libvips = manifest.optionalDependencies?.[`@img/sharp-libvips-${process.platform}-${process.arch}`] ?? 'system'
  return `sharp${manifest.version}-libvips${libvips}`
}

// Intrinsic size of a source image (for an SVG, its width and height attributes).
export async function readImageSize(source: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp()
  const metadata = await sharp(source).metadata()
  if (!metadata.width || !metadata.height) throw new Error('image without dimensions')
  return { width: metadata.width, height: metadata.height }
}

// One WebP rendition of exactly the planned size. A vector source is rasterised at the density
// that gives the target width directly, so large renditions stay sharp instead of being upscaled.
export async function renderWebp(
  source: { bytes: Buffer; width: number; isVector: boolean },
  rendition: Rendition,
): Promise<Buffer> {
  const sharp = await loadSharp()
  const input = source.isVector
    ? sharp(source.bytes, { density: (SVG_DENSITY * rendition.width) / source.width })
    : sharp(source.bytes)
  return input
    .resize({ width: rendition.width, height: rendition.height, fit: 'fill' })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer()
}
