import { ECOMMERCE_USERS, SHOWCASE_ADMINISTRATORS } from '../../../contract/showcase-admin/accounts'

// The two account screens of the showcase back office (decision 036): same form, different accounts.
// `administration` lists the showcase administrators; `ecommerce/utilisateur` the e-commerce back
// office's administrators of role `admin` (never its super administrators).
export const ADMINISTRATION_SCREEN = {
  resource: SHOWCASE_ADMINISTRATORS,
  title: 'Administration',
  caption: 'Liste des administrateurs du site vitrine',
  table: 'vitrine-administrators',
  createLabel: 'Créer un administrateur',
  createTitle: 'Créer un administrateur',
  updateTitle: (login: string) => `Modifier l’administrateur ${login}`,
  list: '/vitrine/backoffice/administration',
  create: '/vitrine/backoffice/administration/create',
  update: '/vitrine/backoffice/administration/update/$id',
  lead: 'Les comptes qui ouvrent ce back-office du site vitrine.',
} as const

export const ECOMMERCE_USERS_SCREEN = {
  resource: ECOMMERCE_USERS,
  title: 'Utilisateurs e-commerce',
  caption: 'Liste des administrateurs du back-office e-commerce',
  table: 'vitrine-ecommerce-users',
  createLabel: 'Créer un utilisateur',
  createTitle: 'Créer un utilisateur e-commerce',
  updateTitle: (login: string) => `Modifier l’utilisateur ${login}`,
  list: '/vitrine/backoffice/ecommerce/utilisateur',
  create: '/vitrine/backoffice/ecommerce/utilisateur/create',
  update: '/vitrine/backoffice/ecommerce/utilisateur/update/$id',
  lead: 'Les administrateurs du back-office e-commerce (les super administrateurs n’y figurent pas).',
} as const

export type AccountScreen = typeof ADMINISTRATION_SCREEN | typeof ECOMMERCE_USERS_SCREEN
