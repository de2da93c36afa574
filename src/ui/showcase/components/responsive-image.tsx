import type { ShowcaseImage } from '../../../application/showcase/showcase-content'

type Props = {
  readonly image: ShowcaseImage
  /** The rendered width for each viewport, e.g. `(min-width: 60rem) 33vw, 100vw`. */
  readonly sizes: string
  /** The largest image above the fold (the LCP element): fetched first, never lazily. */
  readonly priority?: boolean
  readonly className?: string
  /** Overrides the stored alt text, e.g. '' for a purely decorative use. */
  readonly alt?: string
}

// The page's scripts start once the browser reports this image painted (server/platform/web/page-template.ts,
// decision 051); Element Timing reports only elements that carry the attribute.
const LEAD_PAINT_TIMING: Record<string, string> = { elementtiming: 'lead' }

// width/height reserve the space before the file arrives (no layout shift); srcset lets the
// browser pick the 320/640/1280 rendition the screen needs.
export function ResponsiveImage({ image, sizes, priority = false, className, alt }: Props) {
  return (
    <img
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...(priority ? LEAD_PAINT_TIMING : {})}
      className={className}
    />
  )
}
