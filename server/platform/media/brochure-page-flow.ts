import { type PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib'
import { winAnsiText, wrapLines } from './pdf-text'

// A4 in points, and the house colours of the site (deep green, cream).
export const PAGE = { width: 595.28, height: 841.89, margin: 56 }
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
export const COLOURS = {
  ink: rgb(0.13, 0.13, 0.13),
  muted: rgb(0.36, 0.36, 0.36),
  brand: rgb(0.122, 0.227, 0.239),
  cream: rgb(0.957, 0.929, 0.894),
  white: rgb(1, 1, 1),
  rule: rgb(0.8, 0.78, 0.74),
}
export type Fonts = { regular: PDFFont; bold: PDFFont }
type Colour = ReturnType<typeof rgb>
export type TextStyle = { font: PDFFont; size: number; colour?: Colour; lineHeight?: number; indent?: number }

const TOP = PAGE.height - PAGE.margin - 20
const BOTTOM = PAGE.margin + 24

// Text and pictures laid top to bottom; a block that does not fit starts a new page, which gets
// the running head (brochure title, publisher). Page numbers are drawn once all pages exist.
export function pageFlow(doc: PDFDocument, fonts: Fonts, runningHead: { title: string; company: string }) {
  let page: PDFPage | null = null
  let y = TOP
  // The heading repeated at the top of a page that continues a block (a product's variants).
  let continuation: string | null = null

  function newPage(): PDFPage {
    const created = doc.addPage([PAGE.width, PAGE.height])
    const headY = PAGE.height - PAGE.margin + 6
    created.drawText(winAnsiText(runningHead.title), {
      x: PAGE.margin,
      y: headY,
      size: 8.5,
      font: fonts.regular,
      color: COLOURS.muted,
    })
    const company = winAnsiText(runningHead.company)
    const companyX = PAGE.width - PAGE.margin - fonts.bold.widthOfTextAtSize(company, 8.5)
    created.drawText(company, { x: companyX, y: headY, size: 8.5, font: fonts.bold, color: COLOURS.brand })
    created.drawLine({
      start: { x: PAGE.margin, y: headY - 6 },
      end: { x: PAGE.width - PAGE.margin, y: headY - 6 },
      thickness: 0.5,
      color: COLOURS.rule,
    })
    page = created
    y = TOP
    if (continuation !== null) {
      const label = wrapLines(continuation, fonts.bold, 11, CONTENT_WIDTH)[0] ?? ''
      created.drawText(label, { x: PAGE.margin, y: y - 11, size: 11, font: fonts.bold, color: COLOURS.brand })
      y -= 24
    }
    return created
  }

  function current(): PDFPage {
    return page ?? newPage()
  }

  function room(height: number): PDFPage {
    if (page === null || y - height < BOTTOM) newPage()
    return current()
  }

  function lines(values: readonly string[], style: TextStyle) {
    const lineHeight = style.lineHeight ?? style.size * 1.4
    const x = PAGE.margin + (style.indent ?? 0)
    for (const line of values) {
      const target = room(lineHeight)
      target.drawText(line, {
        x,
        y: y - style.size,
        size: style.size,
        font: style.font,
        color: style.colour ?? COLOURS.ink,
      })
      y -= lineHeight
    }
  }

  return {
    newPage,
    room,
    lines,
    paragraph(text: string, style: TextStyle, after = 6) {
      lines(wrapLines(text, style.font, style.size, CONTENT_WIDTH - (style.indent ?? 0)), style)
      y -= after
    },
    /** A picture scaled into the box, centred on the line; nothing when there is none. */
    picture(image: PDFImage | null, box: { width: number; height: number }, after = 12) {
      if (image === null) return
      const scale = Math.min(box.width / image.width, box.height / image.height, 1)
      const width = image.width * scale
      const height = image.height * scale
      const target = room(height)
      target.drawImage(image, { x: PAGE.margin + (CONTENT_WIDTH - width) / 2, y: y - height, width, height })
      y -= height + after
    },
    continuing(label: string | null) {
      continuation = label
    },
    gap(height: number) {
      y -= height
    },
    get y() {
      return y
    },
  }
}

export type PageFlow = ReturnType<typeof pageFlow>

/** "2 / 7" at the foot of every page but the cover, with the publisher's line on the left. */
export function numberPages(doc: PDFDocument, fonts: Fonts, footer: string) {
  const pages = doc.getPages()
  const text = winAnsiText(footer)
  pages.forEach((page, index) => {
    if (index === 0) return
    const label = `${index + 1} / ${pages.length}`
    const size = 8.5
    page.drawLine({
      start: { x: PAGE.margin, y: PAGE.margin + 8 },
      end: { x: PAGE.width - PAGE.margin, y: PAGE.margin + 8 },
      thickness: 0.5,
      color: COLOURS.rule,
    })
    page.drawText(text, { x: PAGE.margin, y: PAGE.margin - 6, size, font: fonts.regular, color: COLOURS.muted })
    const x = PAGE.width - PAGE.margin - fonts.bold.widthOfTextAtSize(label, size)
    page.drawText(label, { x, y: PAGE.margin - 6, size, font: fonts.bold, color: COLOURS.brand })
  })
}
