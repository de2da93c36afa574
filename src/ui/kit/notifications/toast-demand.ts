// Whether the page has shown a toast yet. The toast library is fetched on the first toast, so a
// visitor who never sees one never downloads it (the home page's JavaScript budget).
let needed = false
const listeners = new Set<() => void>()

export const toastDemand = {
  isNeeded: (): boolean => needed,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  markNeeded(): void {
    if (needed) return
    needed = true
    for (const listener of listeners) listener()
  },
}
