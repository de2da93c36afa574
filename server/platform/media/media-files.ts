// Where media live and under which URL: key `media/<file>` of the file storage is served as
// `/media/<file>`. Keys may hold folders (`products/coffret-s`); file names never change for a
// given key and width, which is what allows the one-year immutable cache.
export const MEDIA_URL_PREFIX = '/media'
export const RENDITION_WIDTHS = [320, 640, 1280] as const
/** The largest rendition of an uploaded bitmap: its own width, up to this. */
export const MAX_RENDITION_WIDTH = 2560
/**
 * A media row's `source` is a file of the content images (the seed's), or, with this prefix, the kept
 * original of an image uploaded to the media library (decision 036), under `originals/` of the file storage.
 */
export const UPLOADED_SOURCE_PREFIX = 'upload:'

export type Rendition = { width: number; height: number }

export function renditionFileName(key: string, width: number): string {
  return `${key}-${width}.webp`
}

export function mediaUrl(fileName: string): string {
  return `${MEDIA_URL_PREFIX}/${fileName.split('/').map(encodeURIComponent).join('/')}`
}

// Every standard width up to the source's own (never upscale a bitmap), and at least the
// smallest one so that a tiny source still gets a rendition.
export function planRenditions(sourceWidth: number, sourceHeight: number): Rendition[] {
  const widths = RENDITION_WIDTHS.filter((width) => width <= sourceWidth)
  const chosen = widths.length > 0 ? widths : [Math.min(RENDITION_WIDTHS[0], sourceWidth)]
  return chosen.map((width) => ({ width, height: Math.max(1, Math.round((width * sourceHeight) / sourceWidth)) }))
}

// An uploaded bitmap also keeps its own width (up to MAX_RENDITION_WIDTH) as its largest rendition: a
// 1200 px photo was served at 640 px when only the standard widths below it were made. The seed's SVGs keep
// the standard plan: their nominal width says nothing about the detail they hold.
export function planUploadRenditions(sourceWidth: number, sourceHeight: number): Rendition[] {
  const largest = Math.min(sourceWidth, MAX_RENDITION_WIDTH)
  const widths = [...RENDITION_WIDTHS.filter((width) => width < largest), largest]
  return widths.map((width) => ({ width, height: Math.max(1, Math.round((width * sourceHeight) / sourceWidth)) }))
}
