import { createFileRoute } from '@tanstack/react-router'
import { JobListPage } from '../../../../showcase-admin/jobs/job-list-page'
import { jobListSearch } from '../../../../showcase-admin/jobs/job-search'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/job/')({
  validateSearch: jobListSearch,
  head: backofficeHead('Offres d’emploi'),
  component: JobListPage,
})
