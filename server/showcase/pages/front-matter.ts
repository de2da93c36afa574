import * as v from 'valibot'

const PageMeta = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  description: v.pipe(v.string(), v.minLength(1)),
  updated: v.pipe(v.string(), v.isoDate()),
})

export type PageMeta = v.InferOutput<typeof PageMeta>

// The small front matter of content/pages/*.md: `key: value` lines, values optionally in double
// quotes (JSON string rules). No YAML library for three scalar fields.
export function splitFrontMatter(source: string): { meta: PageMeta; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source)
  if (match === null) throw new Error('front matter manquant (--- ... ---)')
  const fields: Record<string, string> = {}
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const separator = line.indexOf(':')
    if (separator <= 0) throw new Error(`ligne de front matter illisible : ${line}`)
    const key = line.slice(0, separator).trim()
    const raw = line.slice(separator + 1).trim()
    fields[key] = raw.startsWith('"') ? String(JSON.parse(raw)) : raw
  }
  const meta = v.safeParse(PageMeta, fields)
  if (!meta.success)
    throw new Error(`front matter invalide : ${meta.issues.map((issue) => issue.path?.[0]?.key).join(', ')}`)
  return { meta: meta.output, body: source.slice(match[0].length) }
}
