import { SITE_NAME } from './page-head'

/** The head of every unknown page: its own title, and no canonical URL for crawlers to keep. */
export const NOT_FOUND_HEAD = {
  title: `Page introuvable | ${SITE_NAME}`,
  meta: [
    {
      name: 'description',
      content:
        "La page demandée n'existe pas ou n'existe plus. " +
        "Retrouvez nos emballages, nos actualités et nos offres depuis l'accueil.",
    },
    { name: 'robots', content: 'noindex' },
  ],
} as const
