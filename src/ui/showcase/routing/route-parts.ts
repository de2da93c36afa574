// What this surface's routes load with their split chunks (loaders, load errors, record descriptors).
// Route files import only their surface (decision 052); kept apart from route-head.ts so that the
// entry never reaches these.
export { NotFoundPage } from '../../kit/not-found/not-found-page'
