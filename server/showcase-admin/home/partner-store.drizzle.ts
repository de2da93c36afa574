import type { Database, Transaction } from '../../platform/db/database'
import { listStore } from '../../platform/db/list-order'
import { positionedPage } from '../../platform/db/ordered-rows'
import { partners } from '../../platform/db/schema-showcase-content'
import { insertStamped, rowById } from '../../platform/db/table-rows'
import type { ListWindow } from '../../platform/shared/write-outcome'
import type { PartnerStore, PartnerUnit } from './partner-store'
import { homeRowUnit, nextPosition, orderUnitOf } from './home-admin-sql.drizzle'

export function drizzlePartnerStore(db: Database): PartnerStore {
  return listStore(db, partners, {
    whereOf: () => undefined,
    batch: (window: ListWindow) => positionedPage(db, partners, window),
    find: (id) => rowById(db, partners, id),
    unit: partnerUnit,
  })
}

function partnerUnit(tx: Transaction): PartnerUnit {
  return {
    ...orderUnitOf(tx, partners),
    ...homeRowUnit(tx, partners),
    async insert(values, now) {
      const position = await nextPosition(tx, partners, 'partners:append')
      return insertStamped(tx, partners, { ...values, position }, now, 'partner')
    },
  }
}
