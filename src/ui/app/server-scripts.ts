import { escapeHtml } from './server-head'

/** A script of TanStack Router's dehydration, as its SSR utilities describe it. */
export type ScriptTag = { readonly attrs?: Record<string, unknown>; readonly children?: string }

// The router writes these scripts' sources itself (serialised loader data, escaped by seroval).
export function scriptTags(tags: readonly ScriptTag[]): string {
  return tags
    .map((tag) => {
      const attrs = Object.entries(tag.attrs ?? {})
        .filter(([, value]) => value !== undefined && value !== false)
        .map(([name, value]) =>
          value === '' || value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`,
        )
        .join('')
      return `<script${attrs}>${tag.children ?? ''}</script>`
    })
    .join('')
}
