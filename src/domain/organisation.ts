// Who publishes the site, as the legal notice (content/pages/mentions-legales.md) states it: the
// pages' structured data, the job offers and the catalogues' PDFs all name the company from here.
export const SITE_NAME = 'Écrin'

export const ORGANISATION = {
  name: 'Écrin',
  legalName: 'Écrin SAS',
  email: 'contact@ecrin-emballages.fr',
  telephone: '+33 2 47 00 00 00',
  address: {
    streetAddress: '12 rue des Cartonniers',
    postalCode: '37000',
    addressLocality: 'Tours',
    addressCountry: 'FR',
  },
  logoPath: '/favicon.svg',
} as const
