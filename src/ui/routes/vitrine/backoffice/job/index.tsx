import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { JobListPage } from '../../../../screens/storefront-admin/jobs/job-list-page'
import { jobListSearch } from '../../../../screens/storefront-admin/jobs/job-search'

export const Route = createFileRoute('/vitrine/backoffice/job/')({
  validateSearch: jobListSearch,
  head: backofficeHead('Offres d’emploi'),
  component: JobListPage,
})
