import { Link, type LinkProps } from '@tanstack/react-router'
import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useRef, useState } from 'react'
import { BrandMark } from '../company-logo/company-logo'
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs'
import { MAIN_CONTENT_ID, SkipLink } from '../../showcase/layout/skip-link'
import styles from './backoffice-layout.module.css'

/*
 * Back-office kit: the frame of a back office and the head of each of its screens.
 *
 *   <BackofficeLayout areaName="Back-office e-commerce" nav={ECOMMERCE_NAV} who={admin.login} onLogout={logout}>
 *     <Outlet />
 *   </BackofficeLayout>
 *
 *   <BackofficePage title="Enseignes" trail={[{ label: 'Enseignes', to: '/backoffice/brand' }]} actions={...}>
 *     ...screen...
 *   </BackofficePage>
 *
 * The document's title comes from the route: `head: backofficeHead('Enseignes')` (./page-head.ts).
 * The frame gives a skip link, a header with who is logged in and the way out, a side navigation
 * (aria-current on the section of the page) and the one `<main>` landmark.
 * On a phone the menu folds behind a "Menu" disclosure button (closed until asked for), so that the page's
 * own content, not eleven links, fills the first screen.
 */

export type NavItem = {
  readonly label: string
  /** A route of the app: a section that does not exist is a type error. */
  readonly to: NonNullable<LinkProps['to']>
  /** The roles that see the entry (e.g. administrators: super administrators only); everyone when absent. */
  readonly onlyFor?: readonly string[]
}

/** Spec §2: the sections of the e-commerce back office, in the order of the menu. */
export const ECOMMERCE_NAV: readonly NavItem[] = [
  { label: 'Commandes', to: '/backoffice/order' },
  { label: 'BAT', to: '/backoffice/bat' },
  { label: 'Stock', to: '/backoffice/stock' },
  { label: 'Magasins', to: '/backoffice/customer' },
  { label: 'Enseignes', to: '/backoffice/brand' },
  { label: 'Catégories', to: '/backoffice/category' },
  { label: 'Produits', to: '/backoffice/product' },
  { label: 'Administration', to: '/backoffice/administration', onlyFor: ['super_admin'] },
  { label: 'Paramètres', to: '/backoffice/parametres' },
]

const ECOMMERCE_HOME: Crumb = { label: 'Back-office', to: '/backoffice' }
// The first crumb of every page: the home of the back office the page belongs to.
const HomeCrumb = createContext<Crumb>(ECOMMERCE_HOME)

type LayoutProps = {
  readonly areaName: string
  /** The first crumb of every page (the e-commerce back office's home when absent). */
  readonly home?: Crumb
  readonly nav: readonly NavItem[]
  /** The logged-in administrator's login, once known. */
  readonly who: string | null
  /** The logged-in administrator's role, once known: entries `onlyFor` other roles are left out. */
  readonly role?: string | null
  readonly onLogout: () => Promise<void>
  readonly children: ReactNode
}

export function BackofficeLayout(props: LayoutProps) {
  return (
    <HomeCrumb.Provider value={props.home ?? ECOMMERCE_HOME}>
      <Frame {...props} />
    </HomeCrumb.Provider>
  )
}

function Frame({ areaName, nav, who, role = null, onLogout, children }: LayoutProps) {
  const [leaving, setLeaving] = useState(false)
  const entries = nav.filter((item) => item.onlyFor === undefined || (role !== null && item.onlyFor.includes(role)))
  async function logout() {
    setLeaving(true)
    await onLogout()
  }
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.bar}>
          <BrandMark tone="light" />
          <p className={styles.area}>{areaName}</p>
          <div className={styles.who}>
            {who === null ? null : (
              <p>
                Connecté : <strong>{who}</strong>
              </p>
            )}
            <button type="button" className={styles.logout} onClick={logout} disabled={leaving} aria-busy={leaving}>
              Se déconnecter
            </button>
          </div>
        </div>
      </header>
      <div className={styles.body}>
        <Menu entries={entries} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  )
}

/** The side navigation; under 48rem a disclosure whose button the CSS shows only there. */
function Menu({ entries }: { readonly entries: readonly NavItem[] }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  // The button is displayed only where the menu folds: on a desktop the list is always shown.
  const folds = () => (toggle.current?.getClientRects().length ?? 0) > 0
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open || !folds()) return
    setOpen(false)
    toggle.current?.focus()
  }
  function chosen() {
    if (!folds()) return
    // The chosen link disappears with the folded list: focus goes to the page it opens, never to <body>.
    setOpen(false)
    document.getElementById(MAIN_CONTENT_ID)?.focus()
  }
  return (
    <nav aria-label="Menu du back-office" className={styles.nav} data-open={open} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Menu
      </button>
      <ul id={listId} className={styles.menuList}>
        {entries.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={chosen} activeProps={{ 'aria-current': 'page', className: styles.navActive }}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

type PageProps = {
  readonly title: string
  /** The crumbs between the back office's home and this page; the page itself is added last. */
  readonly trail?: readonly Crumb[]
  /** Buttons or links beside the title (e.g. "Créer une enseigne"). */
  readonly actions?: ReactNode
  readonly children: ReactNode
}

/** One back-office screen: breadcrumbs in French, its one h1, its actions, then its content. */
export function BackofficePage({ title, trail = [], actions, children }: PageProps) {
  const home = useContext(HomeCrumb)
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[home, ...trail, { label: title }]} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  )
}
