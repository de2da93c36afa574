import type { Address, DeliveryShop } from './cart-records'

type Row = {
  id: number | null
  name: string | null
  line1: string | null
  postalCode: string | null
  city: string | null
  country: string | null
}

// Left joins give nullable columns: no id means no delivery shop chosen.
export function toDeliveryShop(row: Row | null): DeliveryShop | null {
  if (row === null || row.id === null || row.name === null) return null
  const address: Address = {
    line1: row.line1 ?? '',
    postalCode: row.postalCode ?? '',
    city: row.city ?? '',
    country: row.country ?? '',
  }
  return { id: row.id, name: row.name, address }
}
