import type { CustomerWire } from '../../../src/contract/backoffice/customers'
import type { CustomerRecord } from './customer-store'

export function presentCustomer(record: CustomerRecord): CustomerWire {
  return {
    id: record.id,
    brand_id: record.brandId,
    brand_name: record.brandName,
    identifiant: record.identifiant,
    name: record.name,
    email: record.email,
    address_line1: record.addressLine1,
    postal_code: record.postalCode,
    city: record.city,
    country: record.country,
    validator_id: record.validatorId,
    validator_identifiant: record.validatorIdentifiant,
    active: record.active,
    has_password: record.hasPassword,
    version: record.version,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  }
}
