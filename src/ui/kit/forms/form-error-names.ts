// The server names a row's field `options.1.unit_price`; the form library names it `options[1].unit_price`.
const formFieldName = (wireName: string) => wireName.replace(/\.(\d+)(?=\.|$)/g, '[$1]')

/** The server's 422 `fields`, keyed as the form library names its fields. */
export const byFormName = (fields: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [formFieldName(name), message]))

/** The text of a field's errors (the schema's issues or the server's strings), each said once. */
export function errorOf(errors: readonly unknown[]): string | null {
  const texts = errors.flatMap((error) => {
    if (typeof error === 'string') return [error]
    if (typeof error === 'object' && error !== null && 'message' in error) return [String(error.message)]
    return []
  })
  return texts.length === 0 ? null : [...new Set(texts)].join(' ')
}
