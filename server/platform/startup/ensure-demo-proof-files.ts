import { like } from 'drizzle-orm'
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import type { Database } from '../db/database'
import { artworks, proofRounds } from '../db/schema-proofs'
import { winAnsiText } from '../media/pdf-text'
import type { Logger } from '../shared/logger'
import type { FileStorage } from '../storage/storage.public'

// Start-up step: the demo's artwork and proofs (server/seed/proof-seed.ts, decision 076) are rows whose keys sit
// under a `demo/` folder; their PDFs are drawn here when the storage lacks them (first start, new DATA_DIR or
// bucket). Only demo keys are ever written: a real file missing stays missing, and its download answers 404.
const DEMO_ARTWORK_KEYS = like(artworks.storageKey, 'artworks/demo/%')
const DEMO_PROOF_KEYS = like(proofRounds.storageKey, 'proofs/demo/%')

export async function ensureDemoProofFiles(db: Database, files: FileStorage, logger: Logger): Promise<number> {
  const rows = [
    ...(await db.select({ key: artworks.storageKey }).from(artworks).where(DEMO_ARTWORK_KEYS)),
    ...(await db.select({ key: proofRounds.storageKey }).from(proofRounds).where(DEMO_PROOF_KEYS)),
  ]
  let written = 0
  for (const { key } of rows) {
    if ((await files.size(key)) !== null) continue
    await files.put(key, await demoPdf(key), 'application/pdf')
    written += 1
  }
  if (written > 0) logger.info(`Fichiers BAT de démonstration générés : ${written}`)
  return written
}

// A one-page PDF that says what it stands for: the demo's name of the file and that it is an example.
async function demoPdf(key: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([595, 842])
  const name = key.replace(/^.*\//, '').replace(/\.pdf$/, '')
  page.drawRectangle({ x: 60, y: 420, width: 475, height: 300, borderColor: rgb(0.12, 0.11, 0.1), borderWidth: 2 })
  page.drawText(winAnsiText('MAISON LEMOINE'), { x: 180, y: 580, size: 32, font: bold })
  page.drawText(winAnsiText(`Fichier de démonstration : ${name}`), { x: 60, y: 380, size: 14, font: regular })
  page.drawText(winAnsiText('Écrin Emballages — exemple de BAT, sans valeur contractuelle.'), {
    x: 60,
    y: 356,
    size: 11,
    font: regular,
  })
  return doc.save()
}
