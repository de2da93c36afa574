import { endpoint } from '../endpoint'
import { CategoryTreeWire, HomeBlocksWire, PartnersWire } from './home'

// What every public page reads (the layout's category tree and partners) and the home page's blocks,
// declared once (decision 053). A table of its own: the home page's JavaScript budget carries it, and
// the other pages' endpoints (showcase.endpoints.ts) come with the chunk of the pages that read them.
const api = 'storefront'

/** Where the public reads live inside the Storefront API: every one of them is under it. */
export const SHOWCASE_PUBLIC_PREFIX = '/api'

export const SHOWCASE_LAYOUT_ENDPOINTS = {
  homeBlocks: endpoint({ api, method: 'GET', path: '/api/home-blocks', answer: HomeBlocksWire }),
  categories: endpoint({ api, method: 'GET', path: '/api/categories', answer: CategoryTreeWire }),
  partners: endpoint({ api, method: 'GET', path: '/api/partners', answer: PartnersWire }),
}
