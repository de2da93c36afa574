// No import circles (docs/decisions/058-no-import-circles.md): over the import graph of the checked
// files, every kind of reference counted (type-only imports, re-exports, import() and import('...')
// types too), each knot of files that reach one another is reported once, with one circle through it.

/** One reference of a checked file to another checked file. */
export type ImportEdge = { readonly from: string; readonly to: string; readonly line: number }

export type ImportCircle = {
  /** The first file of the knot in path order; the circle starts and ends there. */
  readonly file: string
  /** The line of `file` that imports the next file of the circle. */
  readonly line: number
  /** The circle, its first file repeated at the end: [a, b, a]. */
  readonly circle: readonly string[]
  /** How many files the knot holds (a circle may go through only some of them). */
  readonly size: number
}

const CODE_EXTENSION = /\.(d\.ts|ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

/** Maps what resolve-target.ts yields (a path without extension, maybe a folder) to a checked file. */
export function fileIndex(files: readonly string[]): (target: string) => string | undefined {
  const byName = new Map<string, string>()
  for (const file of [...files].sort()) {
    const bare = file.replace(CODE_EXTENSION, '')
    if (!byName.has(bare)) byName.set(bare, file)
    if (bare.endsWith('/index') && !byName.has(bare.slice(0, -'/index'.length))) {
      byName.set(bare.slice(0, -'/index'.length), file)
    }
  }
  return (target) => byName.get(target)
}

// Tarjan's strongly connected components.
function knots(nodes: readonly string[], next: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0))
    }
    if (low.get(node) !== index.get(node)) return
    const knot: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      knot.push(member)
    } while (member !== node)
    const selfImport = knot.length === 1 && (next.get(node) ?? []).includes(node)
    if (knot.length > 1 || selfImport) found.push(knot.sort())
  }
  for (const node of nodes) if (!index.has(node)) visit(node)
  return found
}

// The shortest way back to `start` inside its knot (breadth first, neighbours in path order).
function circleFrom(start: string, knot: ReadonlySet<string>, next: ReadonlyMap<string, readonly string[]>): string[] {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift() as string
    for (const to of next.get(node) ?? []) {
      if (!knot.has(to)) continue
      if (to === start) {
        const between: string[] = []
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) {
          between.unshift(at)
        }
        return [start, ...between, start]
      }
      if (cameFrom.has(to)) continue
      cameFrom.set(to, node)
      queue.push(to)
    }
  }
  return [start, start]
}

export function importCircles(edges: readonly ImportEdge[]): ImportCircle[] {
  const next = new Map<string, string[]>()
  const lineOf = new Map<string, number>()
  for (const edge of edges) {
    const targets = next.get(edge.from) ?? []
    if (!targets.includes(edge.to)) targets.push(edge.to)
    next.set(edge.from, targets)
    const key = `${edge.from}\n${edge.to}`
    lineOf.set(key, Math.min(lineOf.get(key) ?? edge.line, edge.line))
  }
  for (const targets of next.values()) targets.sort()
  const nodes = [...new Set(edges.flatMap((edge) => [edge.from, edge.to]))].sort()
  return knots(nodes, next).map((knot) => {
    const [file = ''] = knot
    const circle = circleFrom(file, new Set(knot), next)
    return { file, line: lineOf.get(`${file}\n${circle[1] ?? file}`) ?? 1, circle, size: knot.length }
  })
}
