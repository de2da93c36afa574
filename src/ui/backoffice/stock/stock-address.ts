import { STOCK_BALANCE_SORTS, type StockBalanceSort } from '../../../contract/backoffice/stock'

// The balances' address (/backoffice/stock?brand=3&q=sac&sort=balance&order=DESC&page=2): a value that is not
// one of them (an old or hand-edited link) is simply left out (docs/decisions/077-brand-stock.md).
export type StockSearch = {
  readonly brand?: number
  readonly q?: string
  readonly sort?: StockBalanceSort
  readonly order?: 'ASC' | 'DESC'
  readonly page?: number
}

const positive = (raw: unknown) => {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n < 1_000_000_000 ? n : undefined
}

export function stockSearch(raw: Record<string, unknown>): StockSearch {
  const brand = positive(raw.brand)
  const page = positive(raw.page)
  const sort = STOCK_BALANCE_SORTS.find((known) => known === raw.sort)
  const order = raw.order === 'DESC' ? 'DESC' : raw.order === 'ASC' ? 'ASC' : undefined
  const q = typeof raw.q === 'string' && raw.q.trim() !== '' ? raw.q.trim().slice(0, 200) : undefined
  return {
    ...(brand === undefined ? {} : { brand }),
    ...(q === undefined ? {} : { q }),
    ...(sort === undefined ? {} : { sort }),
    ...(order === undefined ? {} : { order }),
    ...(page !== undefined && page > 1 ? { page } : {}),
  }
}
