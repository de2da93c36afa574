import type { PDFDocument, PDFImage } from 'pdf-lib'
import type { Brochure } from './brochure'
import { COLOURS, CONTENT_WIDTH, type Fonts, PAGE } from './brochure-page-flow'
import { winAnsiText, wrapLines } from './pdf-text'

const BAND_HEIGHT = 300
const INTRODUCTION = { size: 11, lineHeight: 16, paragraphGap: 8 }
const CONTACT = { size: 9, lineHeight: 13 }

// The cover: publisher, title and subtitle on the brand band, the catalogue's picture, its
// introduction, and the contact lines at the foot. It is one page: the introduction stops above them.
export function drawCover(doc: PDFDocument, fonts: Fonts, brochure: Brochure, picture: PDFImage | null) {
  const cover = doc.addPage([PAGE.width, PAGE.height])
  cover.drawRectangle({
    x: 0,
    y: PAGE.height - BAND_HEIGHT,
    width: PAGE.width,
    height: BAND_HEIGHT,
    color: COLOURS.brand,
  })
  cover.drawRectangle({ x: 0, y: PAGE.height - BAND_HEIGHT - 6, width: PAGE.width, height: 6, color: COLOURS.cream })
  let y = PAGE.height - PAGE.margin - 10
  const company = winAnsiText(brochure.company.toUpperCase())
  cover.drawText(company, { x: PAGE.margin, y, size: 12, font: fonts.bold, color: COLOURS.cream })
  y -= 70
  for (const line of wrapLines(brochure.title, fonts.bold, 28, CONTENT_WIDTH).slice(0, 3)) {
    cover.drawText(line, { x: PAGE.margin, y, size: 28, font: fonts.bold, color: COLOURS.white })
    y -= 34
  }
  for (const line of wrapLines(brochure.subtitle, fonts.regular, 13, CONTENT_WIDTH).slice(0, 2)) {
    cover.drawText(line, { x: PAGE.margin, y: y - 4, size: 13, font: fonts.regular, color: COLOURS.cream })
    y -= 18
  }

  y = PAGE.height - BAND_HEIGHT - 30
  if (picture !== null) {
    const scale = Math.min(CONTENT_WIDTH / picture.width, 260 / picture.height, 1)
    const width = picture.width * scale
    const height = picture.height * scale
    cover.drawImage(picture, { x: PAGE.margin + (CONTENT_WIDTH - width) / 2, y: y - height, width, height })
    y -= height + 24
  }
  const contactTop = PAGE.margin + brochure.contact.length * CONTACT.lineHeight + 12
  for (const paragraph of brochure.introduction) {
    for (const line of wrapLines(paragraph, fonts.regular, INTRODUCTION.size, CONTENT_WIDTH)) {
      if (y - INTRODUCTION.lineHeight < contactTop) break
      cover.drawText(line, {
        x: PAGE.margin,
        y: y - INTRODUCTION.size,
        size: INTRODUCTION.size,
        font: fonts.regular,
        color: COLOURS.ink,
      })
      y -= INTRODUCTION.lineHeight
    }
    y -= INTRODUCTION.paragraphGap
  }
  brochure.contact.forEach((line, index) => {
    const lineY = PAGE.margin + (brochure.contact.length - 1 - index) * CONTACT.lineHeight
    cover.drawText(winAnsiText(line), {
      x: PAGE.margin,
      y: lineY,
      size: CONTACT.size,
      font: fonts.regular,
      color: COLOURS.muted,
    })
  })
}
