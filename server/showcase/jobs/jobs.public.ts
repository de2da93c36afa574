// What the showcase's other features use of its job offers (docs/decisions/016-server-feature-folders.md).
export type { JobRepository } from './job-repository'
export { presentJob, presentJobSummary } from './job.presenter'
