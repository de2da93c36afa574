// The demo accounts of decisions §8, seeded by the server on a fresh data dir.
export const SHOP_PARIS = { login: 'boutique-paris', password: 'Demo2026!' }
export const SHOP_LYON = { login: 'boutique-lyon', password: 'Demo2026!' }
export const VALIDATOR = { login: 'siege-lemoine', password: 'Demo2026!' }
export const ECOMMERCE_ADMIN = { login: 'admin', password: 'Admin2026!' }
export const SHOWCASE_ADMIN = { login: 'vitrine', password: 'Vitrine2026!' }

export const WRONG_CREDENTIALS_MESSAGE = 'Les identifiants renseignés sont incorrects ou inexistants'
