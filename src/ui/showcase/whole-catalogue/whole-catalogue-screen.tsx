import { Link } from '@tanstack/react-router'
import type { CategoryNode } from '../../../application/showcase/showcase-content'
import { countOf } from '../../../domain/french-plural'
import { PageHeader } from '../components/page-header'
import { ResponsiveImage } from '../components/responsive-image'
import styles from './whole-catalogue.module.css'

const products = (count: number) => countOf(count, 'produit', 'produits')
const LEAD =
  'Toutes nos familles d’emballages et leurs déclinaisons, personnalisables en dimensions, matières et finitions.'

/** Every category with its subcategories (those holding products), each a link, with their product counts. */
export function WholeCatalogueScreen({ categories }: { categories: readonly CategoryNode[] }) {
  return (
    <>
      <PageHeader kicker="Nos produits" title="Tout le catalogue" lead={LEAD} />
      {categories.length === 0 ? (
        <p>
          Notre catalogue sera bientôt en ligne. <Link to="/nous-contacter">Contactez-nous</Link> pour votre projet.
        </p>
      ) : (
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category.slug}>
              <section className={styles.card} aria-labelledby={`categorie-${category.slug}`}>
                {category.image && (
                  <ResponsiveImage
                    image={category.image}
                    sizes="(min-width: 48rem) 12rem, 92vw"
                    alt=""
                    className={styles.image}
                  />
                )}
                <div>
                  <h2 id={`categorie-${category.slug}`} className={styles.title}>
                    <Link to="/categorie-produit/$category" params={{ category: category.slug }}>
                      {category.name}
                    </Link>
                  </h2>
                  <p className={styles.count}>{products(category.productCount)}</p>
                  {category.description && <p className={styles.description}>{category.description}</p>}
                  {category.children.length > 0 && (
                    <ul className={styles.children} aria-label={`Sous-catégories de ${category.name}`}>
                      {category.children.map((child) => (
                        <li key={child.slug}>
                          <Link
                            to="/categorie-produit/$category/$subCategory"
                            params={{ category: category.slug, subCategory: child.slug }}
                          >
                            {child.name}
                          </Link>{' '}
                          <span className={styles.childCount}>({products(child.productCount)})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.more}>
        Vous cherchez une sélection par secteur ? <Link to="/catalogues-specialises">Nos catalogues spécialisés</Link>
      </p>
    </>
  )
}
