// react-toastify hands its queued toasts to the first container that subscribes and drops them when that
// container unsubscribes. StrictMode (development) subscribes, unsubscribes and subscribes again, so toasts
// sent before the container exists were lost. They now wait for this promise, resolved from an effect of the
// toast region: its microtask runs after React's synchronous double mount, when the lasting container exists.
let markReady: () => void = () => undefined

export const toastContainerReady: Promise<void> = new Promise((resolve) => {
  markReady = resolve
})

export function markToastContainerReady(): void {
  markReady()
}
