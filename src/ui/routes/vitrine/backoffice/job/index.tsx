import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { JobListPage } from '../../../../showcase-admin/jobs/job-list-page'
import { jobListSearch } from '../../../../showcase-admin/jobs/job-search'

export const Route = createFileRoute('/vitrine/backoffice/job/')({
  validateSearch: jobListSearch,
  head: backofficeHead('Offres d’emploi'),
  component: JobListPage,
})
