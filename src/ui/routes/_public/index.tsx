import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { SHOWCASE_CACHE, staticHead } from '../../showcase/routing/showcase-route'
import { HomeScreen } from '../../showcase/screens/home/home-screen'

export const Route = createFileRoute('/_public/')({
  staticData: { ...PUBLIC_PAGE, fullWidth: true },
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase } }) => showcase.reader.homeBlocks(),
  head: staticHead(
    'Emballages personnalisés sur mesure',
    'Écrin conçoit et fabrique à Tours des emballages personnalisés : coffrets rigides, étuis, écrins, ' +
      'sacs et calages pour la parfumerie, la joaillerie, les vins et la chocolaterie.',
  ),
  component: HomePage,
})

function HomePage() {
  return <HomeScreen blocks={useLoaderData({ from: '/_public/' })} />
}
