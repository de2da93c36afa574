import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BrandBody } from '../../../src/contract/backoffice/brands'
import {
  AMOUNT_MESSAGE,
  centsFromEuros,
  eurosFromCents,
  formStandardSchema,
  wireBody,
} from '../../../src/ui/kit/backoffice/form-values'

// Money in the back-office forms: typed in euros, sent in cents, judged by the contract's schema.

describe('euros typed in a form', () => {
  it('come back as the same cents they were shown from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(centsFromEuros(eurosFromCents(cents))).toBe(cents)
      }),
    )
  })

  it('read a comma or a point, and leave anything else for the schema to refuse', () => {
    expect([centsFromEuros('12,5'), centsFromEuros('12.50'), centsFromEuros(' 1 200 '), centsFromEuros('')]).toEqual([
      1250,
      1250,
      120_000,
      '',
    ])
    expect(centsFromEuros('12,505')).toBe('12,505')
  })
})

describe('the form schema over the contract', () => {
  const schema = formStandardSchema(BrandBody, ['franco_price', 'shipping_fee'])
  const validate = (values: Record<string, string>) =>
    schema['~standard'].validate({
      name: 'Maison',
      franco_qty: '',
      franco_price: '',
      shipping_fee: '',
      ecommerce_url: '',
      ...values,
    })

  it('names each refused field once, an amount in euros', () => {
    const result = validate({ name: '', franco_price: 'douze', ecommerce_url: 'ftp://x' })
    // Standard Schema paths name each field as `{ key }`.
    const fieldOf = (issue: { path?: ReadonlyArray<unknown> }) => (issue.path?.[0] as { key: string } | undefined)?.key
    const byField = Object.fromEntries((result.issues ?? []).map((issue) => [fieldOf(issue), issue.message]))
    expect(Object.keys(byField).sort()).toEqual(['ecommerce_url', 'franco_price', 'name'])
    expect(byField.franco_price).toBe(AMOUNT_MESSAGE)
  })

  it('accepts what the server accepts', () => {
    expect(validate({ franco_price: '150', shipping_fee: '12,90' }).issues).toBeUndefined()
  })

  it('reads integers the French way, as it reads amounts: "1 000" is a thousand', () => {
    const french = formStandardSchema(BrandBody, ['franco_price', 'shipping_fee'], {}, ['franco_qty'])
    const values = {
      name: 'Maison',
      franco_qty: '1 000',
      franco_price: '1 500,50',
      shipping_fee: '',
      ecommerce_url: '',
    }
    expect(french['~standard'].validate(values).issues).toBeUndefined()
    expect(wireBody(values, ['franco_price'], {}, ['franco_qty'])).toMatchObject({
      franco_qty: 1000,
      franco_price: 150_050,
    })
  })
})
