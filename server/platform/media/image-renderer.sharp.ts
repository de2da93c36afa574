import sharp from 'sharp'
import type { Rendition } from './media-files'

const WEBP_QUALITY = 80
const SVG_DENSITY = 72

// Names what renderWebp's output depends on besides its input: a kept rendition made under other
// settings or another libvips is never reused (server/platform/media/kept-renditions.ts).
export const RENDER_FINGERPRINT = `webp-q${WEBP_QUALITY}-e4-d${SVG_DENSITY}-vips${sharp.versions.vips}`

// Intrinsic size of a source image (for an SVG, its width and height attributes).
export async function readImageSize(source: Buffer): Promise<{ width: number; height: number }> {
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
  const input = source.isVector
    ? sharp(source.bytes, { density: (SVG_DENSITY * rendition.width) / source.width })
    : sharp(source.bytes)
  return input
    .resize({ width: rendition.width, height: rendition.height, fit: 'fill' })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer()
}
