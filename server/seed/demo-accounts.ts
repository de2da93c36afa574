// decisions §8: the demo accounts created on first start outside production, and printed by main.
export type DemoAccount = { who: string; login: string; password: string; notes: string; kind: 'shop' | 'admin' }

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    who: 'Magasin soumis à validation',
    login: 'boutique-paris',
    password: 'Demo2026!',
    notes: 'enseigne « Maison Lemoine », validateur siege-lemoine',
    kind: 'shop',
  },
  {
    who: 'Magasin en commande directe',
    login: 'boutique-lyon',
    password: 'Demo2026!',
    notes: 'même enseigne, sans validateur',
    kind: 'shop',
  },
  {
    who: 'Magasin validateur (siège)',
    login: 'siege-lemoine',
    password: 'Demo2026!',
    notes: 'valide les commandes de boutique-paris',
    kind: 'shop',
  },
  { who: 'Administrateur e-commerce', login: 'admin', password: 'Admin2026!', notes: '/admin', kind: 'admin' },
  {
    who: 'Administrateur vitrine',
    login: 'vitrine',
    password: 'Vitrine2026!',
    notes: '/vitrine/admin (SSO puis vitrine)',
    kind: 'admin',
  },
]

export const DEMO_SHOP_LOGINS = DEMO_ACCOUNTS.filter((account) => account.kind === 'shop').map(
  (account) => account.login,
)
export const DEMO_ADMIN_LOGINS = DEMO_ACCOUNTS.filter((account) => account.kind === 'admin').map(
  (account) => account.login,
)

export function formatDemoAccountsTable(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const header = { who: 'Compte', login: 'Identifiant', password: 'Mot de passe', notes: 'Remarques' }
  const rows = [header, ...accounts]
  const width = (key: keyof typeof header) => Math.max(...rows.map((row) => row[key].length))
  const keys = ['who', 'login', 'password', 'notes'] as const
  const line = (row: typeof header) =>
    keys
      .map((key) => row[key].padEnd(width(key)))
      .join('  ')
      .trimEnd()
  const rule = keys.map((key) => '-'.repeat(width(key))).join('  ')
  return ['Comptes de démonstration :', line(header), rule, ...accounts.map(line)].join('\n')
}
