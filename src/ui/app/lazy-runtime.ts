import type { RunUseCase } from './router/router-context'

// effect and the adapters weigh about 25 KB gzip: they are fetched with the first use case a page
// runs, so an anonymous visitor of the home page never downloads them (JavaScript budget of `/`).
let runtimeModule: Promise<typeof import('./runtime')> | null = null

export const runUseCaseOnDemand: RunUseCase = async (useCase, options) => {
  runtimeModule ??= import('./runtime')
  const { runUseCase } = await runtimeModule
  return runUseCase(useCase, options)
}
