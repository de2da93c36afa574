import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { JobCreatePage } from '../../../../showcase-admin/jobs/job-form-pages'

export const Route = createFileRoute('/vitrine/backoffice/job/create')({
  head: backofficeHead('Créer une offre d’emploi'),
  component: JobCreatePage,
})
