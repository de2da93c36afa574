import { createFileRoute, useLoaderData } from '@tanstack/react-router'
import { PUBLIC_PAGE } from '../../showcase/routing/public-page'
import { SHOWCASE_CACHE } from '../../showcase/routing/showcase-route'
import { homeHead } from '../../showcase/home/home-head'
import { HomeScreen } from '../../showcase/home/home-screen'

export const Route = createFileRoute('/_public/')({
  staticData: { ...PUBLIC_PAGE, fullWidth: true },
  ...SHOWCASE_CACHE,
  loader: ({ context: { showcase } }) => showcase.reader.homeBlocks(),
  head: homeHead,
  component: HomePage,
})

function HomePage() {
  return <HomeScreen blocks={useLoaderData({ from: '/_public/' })} />
}
