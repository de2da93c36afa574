import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  pageNumber,
  pageToRange,
  sortDirection,
  toPageQuery,
  toRangeQuery,
  type PagingParams,
} from '../../src/domain/paging'

const first = fc.integer({ min: 0, max: 100_000 })
const rows = fc.integer({ min: 1, max: 500 })
const sortField = fc.option(fc.constantFrom('created_at', 'reference', 'status', ''), { nil: null })
const sortOrder = fc.option(fc.integer({ min: -2, max: 2 }), { nil: null })
const filterName = fc.constantFrom('status', 'reference', 'shop', 'date')
const filterValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(''),
  fc.string({ minLength: 1, maxLength: 10 }),
  fc.integer(),
  fc.array(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 }),
)
const filters = fc.dictionary(filterName, fc.record({ value: filterValue }))
const pagingParams: fc.Arbitrary<PagingParams> = fc.record({ first, rows, sortField, sortOrder, filters })

describe('paging: sort order (spec §9)', () => {
  it('positive sortOrder is ascending', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (order) => {
        expect(sortDirection(order)).toBe('ASC')
      }),
    )
    expect(sortDirection(0.5)).toBe('ASC')
  })

  it('anything else is descending', () => {
    const notPositive = fc.oneof(fc.constant(0), fc.integer({ max: 0 }), fc.double({ max: 0, noNaN: true }))
    fc.assert(
      fc.property(notPositive, (order) => {
        expect(sortDirection(order)).toBe('DESC')
      }),
    )
    for (const other of [0, -1, null, undefined, Number.NaN]) expect(sortDirection(other)).toBe('DESC')
  })
})

describe('paging: range dialect (_start, _limit)', () => {
  it('carries first and rows as _start and _limit, and sorts only when a field is set', () => {
    fc.assert(
      fc.property(pagingParams, (p) => {
        const query = toRangeQuery(p)
        expect(query._start).toBe(String(p.first))
        expect(query._limit).toBe(String(p.rows))
        const sorted = typeof p.sortField === 'string' && p.sortField !== ''
        expect(query._sort).toBe(sorted ? p.sortField : undefined)
        expect(query._order).toBe(sorted ? sortDirection(p.sortOrder) : undefined)
      }),
    )
  })

  it('sends every non-empty filter as a string and no empty one', () => {
    fc.assert(
      fc.property(pagingParams, (p) => {
        const query = toRangeQuery(p)
        for (const [name, { value }] of Object.entries(p.filters ?? {})) {
          if (value === null || value === undefined || value === '') expect(query).not.toHaveProperty(name)
          else if (Array.isArray(value)) expect(query[name]).toBe(value.join(','))
          else expect(query[name]).toBe(String(value))
        }
      }),
    )
  })

  it('sends a picked date as its calendar day, YYYY-MM-DD', () => {
    const day = fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true })
    fc.assert(
      fc.property(day, (date) => {
        const text = toRangeQuery({ first: 0, rows: 10, filters: { from: { value: date } } }).from
        const [year, month, dayOfMonth] = (text ?? '').split('-').map(Number)
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect([year, month, dayOfMonth]).toEqual([date.getFullYear(), date.getMonth() + 1, date.getDate()])
      }),
    )
    expect(toRangeQuery({ first: 0, rows: 10, filters: { from: { value: new Date(2026, 2, 5) } } }).from).toBe(
      '2026-03-05',
    )
    expect(toRangeQuery({ first: 0, rows: 10, filters: { from: { value: new Date(Number.NaN) } } })).not.toHaveProperty(
      'from',
    )
  })

  it('never lets a filter override the paging keys', () => {
    fc.assert(
      fc.property(first, rows, fc.string({ minLength: 1 }), (f, r, value) => {
        const query = toRangeQuery({ first: f, rows: r, filters: { _start: { value }, _limit: { value } } })
        expect([query._start, query._limit]).toEqual([String(f), String(r)])
      }),
    )
  })

  it('builds the worked example of a cart list', () => {
    expect(
      toRangeQuery({
        first: 20,
        rows: 10,
        sortField: 'created_at',
        sortOrder: -1,
        filters: { status: { value: 'validated' }, ref: { value: '' }, ids: { value: [1, 2] } },
      }),
    ).toEqual({ _start: '20', _limit: '10', _sort: 'created_at', _order: 'DESC', status: 'validated', ids: '1,2' })
  })
})

describe('paging: page dialect (page, per_page)', () => {
  it('toPageQuery page is 1-based and consistent with first/rows', () => {
    fc.assert(
      fc.property(pagingParams, (p) => {
        const query = toPageQuery(p)
        const page = Number(query.page)
        expect(page).toBeGreaterThanOrEqual(1)
        expect((page - 1) * p.rows).toBeLessThanOrEqual(p.first)
        expect(p.first).toBeLessThan(page * p.rows)
        expect(query.per_page).toBe(String(p.rows))
        expect(query).not.toHaveProperty('_start')
      }),
    )
  })

  it('sorts and filters the same way as the range dialect', () => {
    fc.assert(
      fc.property(pagingParams, (p) => {
        const { page: _page, per_page: _perPage, ...pageRest } = toPageQuery(p)
        const { _start, _limit, ...rangeRest } = toRangeQuery(p)
        expect(pageRest).toEqual(rangeRest)
      }),
    )
  })

  it('the server reads back the first row of the page', () => {
    fc.assert(
      fc.property(first, rows, (f, r) => {
        const { start, limit } = pageToRange(pageNumber(f, r), r)
        expect(limit).toBe(r)
        expect(start).toBe(f - (f % r))
      }),
    )
  })

  it('pageToRange starts at (page - 1) * perPage and reads a page below 1 as the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), rows, (page, perPage) => {
        expect(pageToRange(page, perPage)).toEqual({ start: (page - 1) * perPage, limit: perPage })
      }),
    )
    fc.assert(
      fc.property(fc.integer({ max: 0 }), rows, (page, perPage) => {
        expect(pageToRange(page, perPage).start).toBe(0)
      }),
    )
  })

  it('builds the worked example of the orders to validate', () => {
    expect(toPageQuery({ first: 20, rows: 10, sortField: 'created_at', sortOrder: 1 })).toEqual({
      page: '3',
      per_page: '10',
      _sort: 'created_at',
      _order: 'ASC',
    })
    expect(toPageQuery({ first: 0, rows: 0 }).page).toBe('1')
  })
})
