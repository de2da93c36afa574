import { createFileRoute } from '@tanstack/react-router'
import { PublicLayout } from '../showcase/layout/public-layout'
import { loadLayoutData } from '../showcase/routing/layout-data'
import { reachesBlockedPage } from '../showcase/routing/public-page'
import { organisationHead, SHOWCASE_CACHE } from '../showcase/routing/showcase-route'

export const Route = createFileRoute('/_public')({
  // Spec §6: a public page flagged blocked sends the visitor to the main site, when one is configured.
  beforeLoad: ({ matches, context: { showcase } }) => {
    if (showcase.site.mainSiteUrl !== null && reachesBlockedPage(matches)) showcase.leaveFor(showcase.site.mainSiteUrl)
  },
  ...SHOWCASE_CACHE,
  loader: ({ context }) => loadLayoutData(context),
  // Every public page describes the company first (JSON-LD); each page adds its own description.
  head: organisationHead,
  component: PublicLayout,
})
