// The showcase's categories form a tree (decision 036): each category names its parent, or none for a root.
// Moving a category under itself or under one of its own descendants would make a loop that no page
// could ever display, so the back office refuses it before writing.

export type ParentLink = { readonly id: number; readonly parentId: number | null }

/**
 * Whether giving `id` the parent `newParentId` would make a cycle, judged on the current links
 * (which are themselves a forest). A new category (an id absent from `links`) never makes one.
 */
export function wouldMakeCycle(links: readonly ParentLink[], id: number, newParentId: number | null): boolean {
  if (newParentId === null) return false
  const parentOf = new Map(links.map((link) => [link.id, link.parentId]))
  const seen = new Set<number>()
  // Walk up from the new parent: meeting `id` means the new parent is `id` or one of its descendants.
  for (let current: number | null = newParentId; current !== null; current = parentOf.get(current) ?? null) {
    if (current === id) return true
    // A loop already in the data (it should never be there) stops the walk rather than spinning.
    if (seen.has(current)) return true
    seen.add(current)
  }
  return false
}

/** The ids of `id`'s descendants (children, their children...), for the parent choice of a form. */
export function descendantsOf(links: readonly ParentLink[], id: number): Set<number> {
  const found = new Set<number>()
  let frontier = [id]
  while (frontier.length > 0) {
    const next = links.filter(
      (link) => link.parentId !== null && frontier.includes(link.parentId) && !found.has(link.id),
    )
    for (const link of next) found.add(link.id)
    frontier = next.map((link) => link.id)
  }
  return found
}

/** Depth-first order (siblings by position then id), each with its depth: the tree read as a list. */
export function flattenTree<T extends ParentLink & { readonly position: number }>(
  items: readonly T[],
): { item: T; depth: number }[] {
  const known = new Set(items.map((item) => item.id))
  const childrenOf = (parentId: number | null) =>
    items
      .filter((item) =>
        parentId === null ? item.parentId === null || !known.has(item.parentId) : item.parentId === parentId,
      )
      .sort((a, b) => a.position - b.position || a.id - b.id)
  const out: { item: T; depth: number }[] = []
  const visit = (parentId: number | null, depth: number) => {
    for (const child of childrenOf(parentId)) {
      if (out.some((entry) => entry.item.id === child.id)) continue
      out.push({ item: child, depth })
      visit(child.id, depth + 1)
    }
  }
  visit(null, 0)
  return out
}
