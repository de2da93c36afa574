// Quick order (decision 041): references and quantities pasted or typed, one line each, read into
// requests; then each request checked against the catalogue and the quantity rules. Pure: the
// browser reads the text, the server resolves the references and applies the same checks.
import { countOf } from './french-plural'
import { checkQuantity, failedQuantityMessage, type QuantityRule } from './quantity-rules'

/** More lines than a shop manager pastes from one sheet; keeps one request's work bounded. */
export const QUICK_ORDER_MAX_LINES = 200
export const QUICK_ORDER_MAX_REFERENCE = 100

/** `lineNumber` counts every line of the text, blank ones and the header included, from 1. */
export type QuickOrderRequest = {
  readonly lineNumber: number
  readonly reference: string
  /** 1-based position among the product's active options, as the catalogue lists them (`REF#2`). */
  readonly optionNumber: number
  readonly quantity: number
}

export type QuickOrderParse =
  | { readonly kind: 'request'; readonly request: QuickOrderRequest }
  | { readonly kind: 'malformed'; readonly lineNumber: number; readonly text: string }

const HEADER_WORDS = /r[ée]f|quantit|qt[ée]|qty|article|produit/i
// Thousands separators a spreadsheet or a French keyboard may leave inside a number.
const DIGIT_GROUPING = /[\s\u00a0\u202f]/g
const REFERENCE = /^([^\s#]+)(?:#(\d{1,3}))?$/

function fieldsOf(line: string): string[] {
  const separator = ['\t', ';', ','].find((candidate) => line.includes(candidate))
  if (separator !== undefined) {
    const fields = line.split(separator).map((field) => field.trim())
    // Spreadsheets leave empty trailing cells.
    while (fields.length > 0 && fields.at(-1) === '') fields.pop()
    return fields
  }
  const match = /^(\S+)\s+(.+)$/.exec(line)
  return match === null ? [line] : [match[1] ?? '', match[2] ?? '']
}

function quantityOf(text: string): number | null {
  const digits = text.replace(DIGIT_GROUPING, '')
  return /^\d{1,15}$/.test(digits) ? Number(digits) : null
}

function readLine(line: string, lineNumber: number): QuickOrderParse {
  const malformed: QuickOrderParse = { kind: 'malformed', lineNumber, text: line }
  const fields = fieldsOf(line)
  if (fields.length !== 2) return malformed
  const [referenceText = '', quantityText = ''] = fields
  const reference = REFERENCE.exec(referenceText)
  const quantity = quantityOf(quantityText)
  if (reference === null || quantity === null || referenceText.length > QUICK_ORDER_MAX_REFERENCE) return malformed
  const optionNumber = reference[2] === undefined ? 1 : Number(reference[2])
  if (optionNumber < 1) return malformed
  return { kind: 'request', request: { lineNumber, reference: reference[1] ?? '', optionNumber, quantity } }
}

function isHeader(line: string): boolean {
  const fields = fieldsOf(line)
  return HEADER_WORDS.test(line) && quantityOf(fields[1] ?? '') === null
}

/**
 * One request per non-blank line: `REF 500`, `REF;500`, `REF,500` or `REF<tab>500` (a spreadsheet
 * copy), `REF#2 500` for the second option. The first non-blank line is skipped when it is a header.
 */
export function parseQuickOrder(text: string): QuickOrderParse[] {
  const lines = text.split(/\r\n|\r|\n/)
  const firstFilled = lines.findIndex((line) => line.trim() !== '')
  const parsed: QuickOrderParse[] = []
  lines.forEach((raw, index) => {
    const line = raw.trim()
    if (line === '' || (index === firstFilled && isHeader(line))) return
    parsed.push(readLine(line, index + 1))
  })
  return parsed
}

/** A request as the user wrote it: `REF`, or `REF#2` for another option than the first. */
export function requestLabel(request: Pick<QuickOrderRequest, 'reference' | 'optionNumber'>): string {
  return request.optionNumber === 1 ? request.reference : `${request.reference}#${request.optionNumber}`
}

/** A reference as the catalogue holds it, for comparison: case and surrounding spaces do not count. */
export function referenceKey(reference: string): string {
  return reference.trim().toUpperCase()
}

export type QuickOrderOption = { readonly id: number; readonly active: boolean; readonly rule: QuantityRule }
export type QuickOrderProduct = {
  readonly id: number
  readonly reference: string
  readonly name: string
  readonly active: boolean
  /** In the catalogue's order (option id). */
  readonly options: readonly QuickOrderOption[]
}

export type QuickOrderRefusal =
  | { readonly kind: 'malformed' }
  | { readonly kind: 'unknown-reference' }
  | { readonly kind: 'unknown-option'; readonly optionCount: number }
  | { readonly kind: 'inactive' }
  | { readonly kind: 'duplicate'; readonly firstLine: number }
  | { readonly kind: 'quantity'; readonly message: string }

export type QuickOrderDecision =
  | {
      readonly kind: 'accepted'
      readonly request: QuickOrderRequest
      readonly productId: number
      readonly optionId: number
    }
  | {
      readonly kind: 'refused'
      readonly lineNumber: number
      readonly reference: string
      readonly refusal: QuickOrderRefusal
    }

/**
 * Each request against the shop's catalogue (its brand's products, looked up by referenceKey).
 * A (product, option) asked twice is refused the second time: the cart holds one quantity per pair.
 */
export function decideQuickOrder(
  requests: readonly QuickOrderRequest[],
  catalogue: ReadonlyMap<string, QuickOrderProduct>,
): QuickOrderDecision[] {
  const seen = new Map<number, number>()
  return requests.map((request): QuickOrderDecision => {
    const refuse = (refusal: QuickOrderRefusal): QuickOrderDecision => ({
      kind: 'refused',
      lineNumber: request.lineNumber,
      reference: requestLabel(request),
      refusal,
    })
    const product = catalogue.get(referenceKey(request.reference))
    if (product === undefined) return refuse({ kind: 'unknown-reference' })
    const active = product.options.filter((option) => option.active)
    if (!product.active || active.length === 0) return refuse({ kind: 'inactive' })
    const option = active[request.optionNumber - 1]
    if (option === undefined) return refuse({ kind: 'unknown-option', optionCount: active.length })
    const check = checkQuantity(request.quantity, option.rule)
    if (check.kind !== 'ok') return refuse({ kind: 'quantity', message: failedQuantityMessage(check) })
    const firstLine = seen.get(option.id)
    if (firstLine !== undefined) return refuse({ kind: 'duplicate', firstLine })
    seen.set(option.id, request.lineNumber)
    return { kind: 'accepted', request, productId: product.id, optionId: option.id }
  })
}

export function quickOrderRefusalMessage(lineNumber: number, reference: string, refusal: QuickOrderRefusal): string {
  const line = `Ligne ${lineNumber}`
  switch (refusal.kind) {
    case 'malformed':
      return `${line} : illisible, attendu une référence puis une quantité (ex. « ML-EXP 500 »).`
    case 'unknown-reference':
      return `${line} : référence inconnue « ${reference} ».`
    case 'unknown-option': {
      const available = countOf(refusal.optionCount, 'option disponible', 'options disponibles')
      return `${line} : ${reference} n’a que ${available}.`
    }
    case 'inactive':
      return `${line} : ${reference} n’est plus disponible.`
    case 'duplicate':
      return `${line} : ${reference} est déjà demandé ligne ${refusal.firstLine}.`
    case 'quantity':
      return `${line} : ${reference} : ${refusal.message}`
  }
}

/** What an accepted line did to the cart; `previous` is the quantity the line had before, if any. */
export function quickOrderAcceptedMessage(
  lineNumber: number,
  reference: string,
  quantity: number,
  previous: number | null,
): string {
  const line = `Ligne ${lineNumber}`
  if (previous === null) return `${line} : ${reference} ajouté au panier (${quantity}).`
  return `${line} : ${reference} : quantité mise à jour (${previous} → ${quantity}).`
}

/** The summary toast: how many lines went to the cart and how many were refused. */
export function quickOrderSummary(added: number, refused: number): string {
  const lines = (count: number) => (count === 1 ? '1 ligne' : `${count} lignes`)
  if (added === 0) return `Aucune ligne ajoutée au panier : ${lines(refused)} en erreur.`
  const head = `${lines(added)} ${added === 1 ? 'ajoutée' : 'ajoutées'} au panier`
  return refused === 0 ? `${head}.` : `${head}, ${lines(refused)} en erreur.`
}
