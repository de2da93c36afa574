import type { HomeBlock } from '../../../application/showcase/showcase-content'
import { siteImage } from '../../../domain/site-image'
import { headFrom } from '../routing/showcase-route'

/**
 * The home page's head. Its image is the site's (its first block's), as the server's head has it: kept
 * after hydration.
 */
export const homeHead = headFrom((blocks: readonly HomeBlock[]) => ({
  title: 'Emballages personnalisés sur mesure',
  description:
    'Écrin conçoit et fabrique à Tours des emballages personnalisés : coffrets rigides, étuis, écrins, ' +
    'sacs et calages pour la parfumerie, la joaillerie, les vins et la chocolaterie.',
  image: siteImage(blocks),
}))
