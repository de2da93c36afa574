// Whether this server still takes new work. On SIGTERM it starts draining: /health/ready answers 503
// so the balancer sends its traffic elsewhere, while the requests in flight finish.
export type LifecycleState = { readonly draining: boolean; startDraining(): void }

export function lifecycleState(): LifecycleState {
  let draining = false
  return {
    get draining() {
      return draining
    },
    startDraining() {
      draining = true
    },
  }
}
