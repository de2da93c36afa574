import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { contentPageOptions, loadContentPage } from '../../showcase/routing/content-page-route'
import { FaqScreen } from '../../showcase/faq/faq-screen'
import { NotFoundPage } from '../../showcase/routing/route-parts'

export const Route = createFileRoute('/_public/faq')({
  ...contentPageOptions,
  loader: ({ context }) => loadContentPage(context, 'faq'),
  component: FaqPage,
  notFoundComponent: NotFoundPage,
})

function FaqPage() {
  const route = getRouteApi('/_public/faq')
  return <FaqScreen page={route.useLoaderData()} />
}
