import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import type { HomeBlock } from '../../../application/showcase/showcase-content'
import { siteImage } from '../../../domain/site-image'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { headFrom, SHOWCASE_CACHE } from '../../showcase/routing/showcase-route'
import { HomeScreen } from '../../showcase/home/home-screen'

export const Route = createFileRoute('/_public/')({
  staticData: { ...PUBLIC_PAGE, fullWidth: true },
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase } }) => showcase.reader.homeBlocks(),
  // The image is the site's (its first block's), as the server's head has it: kept after hydration.
  head: headFrom((blocks: readonly HomeBlock[]) => ({
    title: 'Emballages personnalisés sur mesure',
    description:
      'Écrin conçoit et fabrique à Tours des emballages personnalisés : coffrets rigides, étuis, écrins, ' +
      'sacs et calages pour la parfumerie, la joaillerie, les vins et la chocolaterie.',
    image: siteImage(blocks),
  })),
  component: HomePage,
})

function HomePage() {
  return <HomeScreen blocks={useLoaderData({ from: '/_public/' })} />
}
