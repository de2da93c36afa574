import { Link, useRouterState } from '@tanstack/react-router'
import type { FocusEvent } from 'react'
import type { CategoryNode } from '../../../application/showcase/showcase-content'
import { useDisclosure } from './use-disclosure'
import styles from './products-menu.module.css'

const PANEL_ID = 'menu-nos-produits'

type Props = { readonly categories: readonly CategoryNode[]; readonly linkClassName?: string }

/** "Nos produits": a disclosure button revealing the category tree (WAI-ARIA disclosure navigation). */
export function ProductsMenu({ categories, linkClassName }: Props) {
  const menu = useDisclosure<HTMLDivElement>()
  const active = useRouterState({
    select: ({ location: { pathname } }) =>
      /^\/(categorie-produit|produit|catalogues-specialises|catalogue)(\/|$)/.test(pathname),
  })
  // Tabbing out of the panel closes it, as a click outside does.
  const onBlur = (event: FocusEvent) => {
    if (!menu.root.current?.contains(event.relatedTarget as Node | null)) menu.close()
  }

  return (
    <div ref={menu.root} onKeyDown={menu.onKeyDown} onBlur={onBlur}>
      <button
        ref={menu.button}
        type="button"
        className={`${linkClassName ?? ''} ${styles.toggle}`}
        aria-expanded={menu.open}
        aria-controls={PANEL_ID}
        data-active={active || undefined}
        onClick={menu.toggle}
      >
        Nos produits
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={PANEL_ID} className={styles.panel} hidden={!menu.open}>
        <ul className={styles.columns}>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to="/categorie-produit/$category" params={{ category: category.slug }} className={styles.category}>
                {category.name}
              </Link>
              {category.children.length > 0 && (
                <ul className={styles.children}>
                  {category.children.map((child) => (
                    <li key={child.slug}>
                      <Link
                        to="/categorie-produit/$category/$subCategory"
                        params={{ category: category.slug, subCategory: child.slug }}
                        className={styles.child}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          <li>
            <Link to="/catalogues-specialises" className={styles.category}>
              Catalogues spécialisés
            </Link>
            <p className={styles.note}>Nos sélections par secteur, à télécharger en PDF.</p>
            <Link to="/catalogue" className={styles.category}>
              Tout le catalogue
            </Link>
            <p className={styles.note}>Toutes nos catégories sur une page.</p>
          </li>
        </ul>
      </div>
    </div>
  )
}
