import { PDFDocument, type PDFImage, StandardFonts } from 'pdf-lib'
import type { Brochure, BrochurePicture, BrochureProduct } from './brochure'
import { drawCover } from './brochure-cover.pdf-lib'
import { pdfPicture } from './brochure-picture.sharp'
import { COLOURS, CONTENT_WIDTH, type Fonts, numberPages, PAGE, pageFlow, type PageFlow } from './brochure-page-flow'
import { wrapLines } from './pdf-text'

// A multi-page brochure: a cover (title, publisher, picture, introduction), then one or more pages
// per product (picture, description, variants with their thumbnails), numbered. The standard
// Helvetica fonts keep the file small; no date is written, so the same content gives the same bytes.
const PICTURE_WIDTH = { cover: 900, product: 900, thumbnail: 240 }
const THUMBNAIL = 64

export async function renderBrochurePdf(brochure: Brochure): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(brochure.title, { showInWindowTitleBar: true })
  doc.setAuthor(brochure.company)
  doc.setSubject(brochure.subtitle)
  doc.setKeywords([...brochure.keywords])
  doc.setLanguage('fr-FR')
  doc.setCreator(brochure.company)
  doc.setProducer('pdf-lib')
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const embed = async (picture: BrochurePicture | null, width: number): Promise<PDFImage | null> => {
    const converted = picture === null ? null : await pdfPicture(picture.bytes, width)
    return converted === null ? null : doc.embedJpg(converted.jpeg)
  }

  const flow = pageFlow(doc, fonts, { title: brochure.title, company: brochure.company })
  drawCover(doc, fonts, brochure, await embed(brochure.cover, PICTURE_WIDTH.cover))
  for (const product of brochure.products) {
    await drawProduct(flow, fonts, product, embed)
  }
  if (brochure.closing.length + brochure.contact.length > 0) {
    flow.continuing(null)
    flow.room(160)
    flow.gap(12)
    flow.paragraph('Votre projet', { font: fonts.bold, size: 14, colour: COLOURS.brand })
    for (const paragraph of brochure.closing)
      flow.paragraph(paragraph, { font: fonts.regular, size: 10.5, lineHeight: 15 }, 8)
    for (const line of brochure.contact) flow.paragraph(line, { font: fonts.bold, size: 10.5 }, 2)
  }
  numberPages(doc, fonts, `${brochure.company} — ${brochure.title}`)
  // A classic cross-reference table: read by every PDF reader, and by our own upload check.
  return doc.save({ useObjectStreams: false })
}

async function drawProduct(
  flow: PageFlow,
  fonts: Fonts,
  product: BrochureProduct,
  embed: (picture: BrochurePicture | null, width: number) => Promise<PDFImage | null>,
) {
  flow.continuing(null)
  flow.newPage()
  flow.continuing(`${product.name} (suite)`)
  flow.paragraph(product.category.toUpperCase(), { font: fonts.bold, size: 9, colour: COLOURS.muted }, 2)
  flow.paragraph(product.name, { font: fonts.bold, size: 20, lineHeight: 25, colour: COLOURS.brand }, 10)
  flow.picture(await embed(product.picture, PICTURE_WIDTH.product), { width: CONTENT_WIDTH, height: 220 }, 16)
  for (const paragraph of product.paragraphs)
    flow.paragraph(paragraph, { font: fonts.regular, size: 10.5, lineHeight: 15 }, 8)
  if (product.variants.length === 0) return
  flow.room(60)
  flow.gap(6)
  flow.paragraph('Déclinaisons', { font: fonts.bold, size: 13, colour: COLOURS.brand }, 6)
  for (const variant of product.variants) {
    const thumbnail = await embed(variant.picture, PICTURE_WIDTH.thumbnail)
    const textIndent = thumbnail === null ? 0 : THUMBNAIL + 14
    const detailLines = variant.details.flatMap((detail) =>
      wrapLines(detail, fonts.regular, 9.5, CONTENT_WIDTH - textIndent),
    )
    const textHeight = 15 + detailLines.length * 13
    const page = flow.room(Math.max(textHeight, thumbnail === null ? 0 : THUMBNAIL) + 12)
    const top = flow.y
    if (thumbnail !== null) {
      const scale = Math.min(THUMBNAIL / thumbnail.width, THUMBNAIL / thumbnail.height)
      const width = thumbnail.width * scale
      const height = thumbnail.height * scale
      page.drawImage(thumbnail, { x: PAGE.margin + (THUMBNAIL - width) / 2, y: top - height, width, height })
    }
    flow.lines(wrapLines(variant.reference, fonts.bold, 10.5, CONTENT_WIDTH - textIndent).slice(0, 1), {
      font: fonts.bold,
      size: 10.5,
      lineHeight: 15,
      indent: textIndent,
    })
    flow.lines(detailLines, {
      font: fonts.regular,
      size: 9.5,
      lineHeight: 13,
      indent: textIndent,
      colour: COLOURS.muted,
    })
    const drawn = top - flow.y
    flow.gap((thumbnail === null ? 0 : Math.max(0, THUMBNAIL - drawn)) + 12)
  }
}
