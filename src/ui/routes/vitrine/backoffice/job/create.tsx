import { createFileRoute } from '@tanstack/react-router'
import { JobCreatePage } from '../../../../showcase-admin/jobs/job-form-pages'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/job/create')({
  head: backofficeHead('Créer une offre d’emploi'),
  component: JobCreatePage,
})
