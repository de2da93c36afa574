import * as v from 'valibot'
import { mediaUrl, renditionFileName } from './media-files'

// The `ImageWire` shape of src/contract/showcase/shared-shapes.ts.
export type ImageView = { src: string; srcset: string; width: number; height: number; alt: string }

export type ImageMediaRow = { key: string; alt: string; renditions: unknown }

const Renditions = v.array(
  v.object({
    width: v.pipe(v.number(), v.integer(), v.minValue(1)),
    height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
)

// Stored values are input too: a row whose renditions do not parse has no usable image.
export function imageViewOf(row: ImageMediaRow): ImageView | null {
  const parsed = v.safeParse(Renditions, row.renditions)
  if (!parsed.success || parsed.output.length === 0) return null
  const renditions = [...parsed.output].sort((a, b) => a.width - b.width)
  const largest = renditions[renditions.length - 1]
  if (largest === undefined) return null
  return {
    src: mediaUrl(renditionFileName(row.key, largest.width)),
    srcset: renditions
      .map((rendition) => `${mediaUrl(renditionFileName(row.key, rendition.width))} ${rendition.width}w`)
      .join(', '),
    width: largest.width,
    height: largest.height,
    alt: row.alt,
  }
}
