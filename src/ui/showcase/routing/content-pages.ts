// Company and legal pages (decisions §6): Markdown files of content/pages, one address each,
// served by the single `/_public/$page` route (FAQ has its own screen and route).

export const CONTENT_PAGES = {
  'qui-sommes-nous': 'Qui sommes-nous ?',
  'nos-valeurs': 'Nos valeurs',
  'notre-savoir-faire': 'Notre savoir-faire',
  'nos-certifications': 'Nos certifications',
  'mentions-legales': 'Mentions légales',
  cgv: 'Conditions générales de vente',
  cgu: 'Conditions générales d’utilisation',
  'politique-de-confidentialite': 'Politique de confidentialité',
  'politique-relative-aux-cookies-et-autres-traceurs': 'Politique cookies',
} as const

export type ContentPageSlug = keyof typeof CONTENT_PAGES

export const COOKIE_POLICY: ContentPageSlug = 'politique-relative-aux-cookies-et-autres-traceurs'

export function isContentPage(slug: string): slug is ContentPageSlug {
  return Object.hasOwn(CONTENT_PAGES, slug)
}
