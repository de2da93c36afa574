import type { Page } from '@playwright/test'
import { minimalPdf } from '../../../test/support/minimal-pdf'

/** Answers the consent banner (every fresh browser context shows it) so it covers nothing. */
export async function refuseCookies(page: Page) {
  await page.getByRole('region', { name: 'Votre vie privée' }).getByRole('button', { name: 'Tout refuser' }).click()
}

/** A small but real PDF: the server checks its structure (xref, trailer, startxref), not its name. */
export function aPdfCv() {
  return { name: 'cv-camille-martin.pdf', mimeType: 'application/pdf', buffer: Buffer.from(minimalPdf(2048)) }
}

/** Public page templates of the showcase, one address each (demo seed of content/seed/showcase.json). */
export const PAGE_TEMPLATES = [
  ['home', '/'],
  ['content page', '/qui-sommes-nous'],
  ['legal page', '/mentions-legales'],
  ['faq', '/faq'],
  ['category', '/categorie-produit/coffrets-et-ecrins'],
  ['subcategory', '/categorie-produit/coffrets-et-ecrins/coffrets-rigides'],
  ['product', '/produit/coffret-rigide-aimante'],
  ['blog list', '/actualites'],
  ['blog category', '/actualites/conseils-packaging'],
  ['article', '/article/nouvelle-ligne-de-gainage'],
  ['jobs', '/nos-offres-emploi'],
  ['job detail', '/offre-emploi/conducteur-conductrice-offset'],
  ['contact', '/nous-contacter'],
  ['catalogues', '/catalogues-specialises'],
  ['cookie policy', '/politique-relative-aux-cookies-et-autres-traceurs'],
  ['404', '/404'],
  ['whole catalogue', '/catalogue'],
] as const
