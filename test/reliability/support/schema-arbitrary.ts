import fc from 'fast-check'
import type * as v from 'valibot'

// Inputs for the fuzz tier, generated from the contract's valibot schemas: mostly values of the right
// shape (so that requests get past the first check and reach deeper code), mixed with wrong types,
// hostile texts and missing fields. Only the schema kinds the contract uses are read.

type AnySchema = v.GenericSchema & {
  type: string
  entries?: Record<string, AnySchema>
  wrapped?: AnySchema
  item?: AnySchema
  options?: readonly unknown[]
  literal?: unknown
  key?: AnySchema
  value?: AnySchema
  pipe?: readonly { type: string; requirement?: unknown }[]
}

/** Texts that broke servers before: NUL and control characters, impossible dates, huge numbers, markup. */
export const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u202e',
  'é'.repeat(3),
  '2026-02-30',
  '0000-01-01',
  '9999999999999999999999',
  '-1',
  '1e400',
  'NaN',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  'x'.repeat(10_000),
]

export const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ unit: 'binary', maxLength: 40 }))
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e308, 0.5),
)
const wrongType = fc.oneof(
  fc.constant(null),
  hostileNumber,
  hostileText,
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
)

function rightShape(schema: AnySchema, depth: number): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 30 }) }, { weight: 2, arbitrary: hostileText })
    case 'number':
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -5, max: 200_000 }) },
        { weight: 1, arbitrary: hostileNumber },
      )
    case 'boolean':
      return fc.boolean()
    case 'literal':
      return fc.constant(schema.literal)
    case 'picklist':
      return fc.oneof(fc.constantFrom(...(schema.options ?? [null])), hostileText)
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
      return fc.oneof(fc.constant(schema.type === 'nullable' ? null : undefined), of(schema.wrapped, depth))
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(of(schema.item, depth + 1), { maxLength: 4 })
    case 'union':
    case 'variant':
      return fc.oneof(...((schema.options ?? []) as AnySchema[]).map((option) => of(option, depth)))
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), of(schema.value, depth + 1), { maxKeys: 3 })
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return objectOf(schema.entries ?? {}, depth)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function objectOf(entries: Record<string, AnySchema>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 4) return fc.constant({})
  const fields = Object.fromEntries(Object.entries(entries).map(([key, schema]) => [key, of(schema, depth + 1)]))
  // Any field may be missing, and an unknown one may come along.
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.string({ maxLength: 6 }), fc.jsonValue()), { nil: undefined }),
    )
    .map(([record, extra]) => (extra === undefined ? record : { ...record, [extra[0]]: extra[1] }))
}

function of(schema: AnySchema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (schema === undefined) return fc.jsonValue({ maxDepth: 2 })
  return fc.oneof({ weight: 8, arbitrary: rightShape(schema, depth) }, { weight: 1, arbitrary: wrongType })
}

/** Values for a body or a query described by `schema`. */
export function arbitraryFrom(schema: v.GenericSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10, arbitrary: of(schema as AnySchema | undefined, 0) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  )
}

/** A query string from the entries of a query schema: each value a text, hostile or plausible. */
export function queryFrom(schema: v.GenericSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys((schema as AnySchema | undefined)?.entries ?? {})
  const names = keys.length > 0 ? keys : ['_start', '_limit', '_sort', '_order', 'q', 'page', 'per_page']
  const value = fc.oneof(
    fc.integer({ min: -3, max: 500 }).map(String),
    fc.constantFrom('ASC', 'desc', 'name'),
    hostileText,
  )
  return fc
    .dictionary(fc.constantFrom(...names), value, { maxKeys: names.length })
    .map((params) => new URLSearchParams(params).toString())
}
