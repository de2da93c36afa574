import { seededSnapshot } from './seeded-snapshot'

// Builds the seeded snapshot once before the browser tiers start, instead of once per worker that
// would find it missing at the same time.
export default async function buildSeededSnapshot(): Promise<void> {
  await seededSnapshot()
}
