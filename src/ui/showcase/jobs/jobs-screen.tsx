import { Link } from '@tanstack/react-router'
import type { JobSummary } from '../../../application/showcase/showcase-content'
import { frenchDate, isoDay } from '../components/format'
import { PageHeader } from '../components/page-header'
import styles from './jobs.module.css'

const LEAD =
  'Conducteurs, façonniers, gaineurs, concepteurs : près de cent personnes fabriquent chaque jour nos emballages ' +
  'à Tours. Rejoignez un atelier où le savoir-faire se transmet.'
const NO_JOBS = 'Aucune offre n’est publiée en ce moment.'

/** Published job offers, newest first. */
export function JobsScreen({ jobs }: { jobs: readonly JobSummary[] }) {
  return (
    <>
      <PageHeader crumb="Offres d’emploi" kicker="Rejoindre Écrin" title="Nos offres d’emploi" lead={LEAD} />
      {jobs.length === 0 ? (
        <p>
          {NO_JOBS} Vous pouvez nous adresser une candidature spontanée depuis la page{' '}
          <Link to="/nous-contacter">Nous contacter</Link>.
        </p>
      ) : (
        <ul className={styles.list}>
          {jobs.map((job) => (
            <li key={job.slug}>
              <article className={styles.card}>
                <div className={styles.cardMain}>
                  <h2 className={styles.cardTitle}>
                    <Link to="/offre-emploi/$slug" params={{ slug: job.slug }} className={styles.cardLink}>
                      {job.title}
                    </Link>
                  </h2>
                  <ul className={styles.tags} aria-label="Conditions">
                    <li className={styles.tag}>{job.contractType}</li>
                    <li className={styles.tag}>{job.location}</li>
                  </ul>
                  {job.excerpt && <p className={styles.excerpt}>{job.excerpt}</p>}
                </div>
                <p className={styles.date}>
                  Publiée le <time dateTime={isoDay(job.publishedAt)}>{frenchDate(job.publishedAt)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
