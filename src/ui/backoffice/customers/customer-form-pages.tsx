import { getRouteApi } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { CUSTOMERS } from '../../../contract/backoffice/customers'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import type { FormValue } from '../../kit/backoffice/form-values'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { type Choice, useBrandChoices, useShopChoices } from '../record-choices'
import { CUSTOMER_LABELS, customerFields, customerValues, EMPTY_CUSTOMER } from './customer-fields'
import { PasswordLinkSection } from './password-link-section'

// Creating and editing a store (spec §2 `customer`): the kit's form on the contract's schemas. The
// validator select offers the shops of the brand chosen in the form, and follows it when it changes.

const CUSTOMERS_CRUMB = { label: 'Magasins', to: '/backoffice/customer' } as const
const yesNo = (value: unknown) => (value === true ? 'Oui' : value === false ? 'Non' : String(value))
const HISTORY_FORMAT = { active: yesNo, has_password: yesNo }

const LIST = '/backoffice/customer'

/** The brand picked in the form (starting from `initial`), and the fields fed by it. */
function useCustomerFields(initial: string, shopId?: number, current?: Choice) {
  const [brandId, setBrandId] = useState(initial)
  const brands = useBrandChoices()
  const shops = useShopChoices(brandId, shopId)
  // Until the brand's shops arrive, the saved validator stays named in its select.
  const validators = shops.loading && current !== undefined && brandId === initial ? [current] : shops.choices
  const fields = useMemo(() => customerFields(brands, validators), [brands, validators])
  const onFieldChange = (name: string, value: FormValue) => {
    if (name === 'brand_id') setBrandId(String(value))
  }
  return { fields, onFieldChange }
}

export function CustomerCreatePage() {
  const { fields, onFieldChange } = useCustomerFields('')
  return (
    <BackofficePage title="Créer un magasin" trail={[CUSTOMERS_CRUMB]}>
      <p>
        Le magasin n’a pas de mot de passe à sa création : envoyez-lui ensuite, depuis sa fiche, le lien qui lui permet
        d’en choisir un.
      </p>
      <RecordForm
        resource={CUSTOMERS}
        listPath={LIST}
        record={null}
        createLabel="Créer le magasin"
        fields={fields}
        initialValues={EMPTY_CUSTOMER}
        onFieldChange={onFieldChange}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/backoffice/customer/update/$id')

export function CustomerUpdatePage() {
  const { id, record: shop } = useRouteRecord(updateRoute, CUSTOMERS)
  const current =
    shop.validator_id === null
      ? undefined
      : { value: String(shop.validator_id), label: shop.validator_identifiant ?? String(shop.validator_id) }
  const { fields, onFieldChange } = useCustomerFields(String(shop.brand_id), shop.id, current)
  return (
    <BackofficePage title={`Modifier le magasin ${shop.name}`} trail={[CUSTOMERS_CRUMB]}>
      <RecordForm
        resource={CUSTOMERS}
        listPath={LIST}
        record={shop}
        fields={fields}
        initialValues={customerValues(shop)}
        onFieldChange={onFieldChange}
      />
      <PasswordLinkSection shop={shop} />
      <HistoryPanel resource={CUSTOMERS} id={shop.id} labels={CUSTOMER_LABELS} format={HISTORY_FORMAT} />
    </BackofficePage>
  )
}
