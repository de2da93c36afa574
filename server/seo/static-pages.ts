// Public pages whose text lives in the web app rather than in content/pages (spec §2).
export type StaticPage = { path: string; title: string; description: string; crumb: string }

export const HOME_TITLE = 'Emballages personnalisés sur mesure'
export const HOME_DESCRIPTION =
  'Écrin conçoit et fabrique à Tours des emballages personnalisés : coffrets rigides, étuis, écrins, sacs et calages pour la parfumerie, la joaillerie, les vins et la chocolaterie.'

export const STATIC_PAGES: readonly StaticPage[] = [
  {
    path: '/nous-contacter',
    title: 'Nous contacter',
    crumb: 'Nous contacter',
    description: "Un projet d'emballage, une demande de devis ou d'échantillons ? Écrivez à l'équipe Écrin, nous vous répondons rapidement.",
  },
  {
    path: '/catalogues-specialises',
    title: 'Catalogues spécialisés',
    crumb: 'Catalogues spécialisés',
    description: 'Téléchargez en PDF nos catalogues spécialisés : parfumerie et cosmétique, vins, spiritueux et gastronomie.',
  },
  {
    path: '/nos-offres-emploi',
    title: "Nos offres d'emploi",
    crumb: "Nos offres d'emploi",
    description: "Rejoignez l'atelier Écrin à Tours : impression, conception packaging, façonnage, administration des ventes. Consultez nos offres et postulez en ligne.",
  },
  {
    path: '/actualites',
    title: 'Actualités',
    crumb: 'Actualités',
    description: "Les actualités de l'atelier Écrin et nos conseils pour concevoir, commander et faire fabriquer vos emballages personnalisés.",
  },
]

export const NOT_FOUND_PAGE = {
  path: '/404',
  title: 'Page introuvable',
  description: "La page demandée n'existe pas ou n'existe plus. Retrouvez nos emballages, nos actualités et nos offres depuis l'accueil.",
}
