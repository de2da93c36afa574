import { Link } from '@tanstack/react-router'
import type { Job } from '../../../application/showcase/showcase-content'
import { frenchDate, isoDay } from '../components/format'
import { HOME_CRUMB, PageHeader } from '../components/page-header'
import { RichText } from '../components/rich-text'
import { ApplicationForm } from './application-form'
import styles from './jobs.module.css'

/** One job offer and the form to apply with a CV. */
export function JobScreen({ job }: { job: Job }) {
  return (
    <>
      <PageHeader
        trail={[HOME_CRUMB, { label: 'Offres d’emploi', to: '/nos-offres-emploi' }, { label: job.title }]}
        kicker="Offre d’emploi"
        title={job.title}
      />
      {/* "En bref" comes first in the source: on a phone it sits above the description and the form,
          and is read and tabbed to first; on a wide screen it moves to the right column. */}
      <div className={styles.layout}>
        <aside className={styles.facts} aria-labelledby="job-facts">
          <h2 id="job-facts" className={styles.factsTitle}>
            En bref
          </h2>
          <dl className={styles.factList}>
            <div>
              <dt>Contrat</dt>
              <dd>{job.contractType}</dd>
            </div>
            <div>
              <dt>Lieu</dt>
              <dd>{job.location}</dd>
            </div>
            {job.salary && (
              <div>
                <dt>Rémunération</dt>
                <dd>{job.salary}</dd>
              </div>
            )}
            <div>
              <dt>Publiée le</dt>
              <dd>
                <time dateTime={isoDay(job.publishedAt)}>{frenchDate(job.publishedAt)}</time>
              </dd>
            </div>
          </dl>
          <p>
            <Link to="/nos-offres-emploi">← Toutes nos offres</Link>
          </p>
        </aside>
        <div className={styles.content}>
          <RichText html={job.descriptionHtml} />
          <section className={styles.apply} aria-labelledby="apply-title">
            <h2 id="apply-title">Postuler à cette offre</h2>
            <ApplicationForm jobSlug={job.slug} />
          </section>
        </div>
      </div>
    </>
  )
}
