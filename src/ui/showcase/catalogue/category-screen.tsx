import type { CategoryPage } from '../../../application/showcase/showcase-content'
import { Link } from '@tanstack/react-router'
import type { Crumb } from '../../kit/breadcrumbs/breadcrumbs'
import { PageHeader } from '../components/page-header'
import { ProductGrid } from '../components/product-card'
import styles from './catalogue.module.css'

type Props = {
  readonly category: CategoryPage
  readonly trail: readonly Crumb[]
}

const NO_PRODUCT = 'Aucun produit n’est encore présenté dans cette catégorie.'

/** A category or subcategory: its description, its subcategories, then every product in it. */
export function CategoryScreen({ category, trail }: Props) {
  return (
    <>
      <PageHeader
        trail={trail}
        kicker={category.parent ? category.parent.name : 'Nos produits'}
        title={category.name}
        lead={category.description}
      />
      {category.children.length > 0 && (
        <nav aria-labelledby="subcategories-title" className={styles.subcategories}>
          <h2 id="subcategories-title" className={styles.sectionTitle}>
            Sous-catégories
          </h2>
          <ul className={styles.chips}>
            {category.children.map((child) => (
              <li key={child.slug}>
                <Link
                  to="/categorie-produit/$category/$subCategory"
                  params={{ category: category.slug, subCategory: child.slug }}
                  className={styles.chip}
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="products-title">
        <h2 id="products-title" className={styles.sectionTitle}>
          {category.products.length === 0
            ? 'Produits'
            : `${category.products.length} produit${category.products.length > 1 ? 's' : ''}`}
        </h2>
        {category.products.length === 0 ? (
          <p>
            {NO_PRODUCT} <Link to="/nous-contacter">Contactez-nous</Link> pour un projet sur mesure.
          </p>
        ) : (
          <ProductGrid products={category.products} leadsPage />
        )}
      </section>
    </>
  )
}
