import type { Catalogue } from '../../../application/showcase/showcase-content'
import { fileSize } from '../components/format'
import { PageHeader } from '../components/page-header'
import { ResponsiveImage } from '../components/responsive-image'
import styles from './catalogues.module.css'

const LEAD =
  'Nos structures, matières et finitions sélectionnées pour votre secteur, avec nos conseils d’éco-conception. ' +
  'À télécharger et à partager avec vos équipes.'

/** The specialised catalogues: one PDF per sector, with its size before downloading. */
export function CataloguesScreen({ catalogues }: { catalogues: readonly Catalogue[] }) {
  return (
    <>
      <PageHeader kicker="Nos produits" title="Catalogues spécialisés" lead={LEAD} />
      {catalogues.length === 0 ? (
        <p>Aucun catalogue n’est disponible pour le moment.</p>
      ) : (
        <ul className={styles.list}>
          {catalogues.map((catalogue) => (
            <li key={catalogue.id}>
              <article className={styles.card}>
                <div className={styles.cover}>
                  {catalogue.cover ? (
                    <ResponsiveImage
                      image={catalogue.cover}
                      sizes="(min-width: 48rem) 14rem, 92vw"
                      alt=""
                      className={styles.coverImage}
                    />
                  ) : (
                    <div className={styles.placeholder} aria-hidden="true" />
                  )}
                </div>
                <div className={styles.body}>
                  {catalogue.sector && <p className={styles.sector}>{catalogue.sector}</p>}
                  <h2 className={styles.title}>{catalogue.title}</h2>
                  {catalogue.description && <p className={styles.description}>{catalogue.description}</p>}
                  <a href={catalogue.pdfUrl} className={styles.download} download>
                    Télécharger « {catalogue.title} » (PDF, {fileSize(catalogue.pdfSizeBytes)})
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
