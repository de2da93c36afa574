import { getRouteApi } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { CustomerWire } from '../../../contract/backoffice/customers'
import type { FormValue, FormValues } from '../../kit/backoffice/form-values'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { type Choice, useBrandChoices, useShopChoices } from '../record-choices'
import {
  CUSTOMER_LABELS,
  CUSTOMER_SCREEN,
  customerFields,
  customerValues,
  EMPTY_CUSTOMER,
  validatorLoss,
} from './customer-fields'
import { PasswordLinkSection } from './password-link-section'

// Creating and editing a store (spec §2 `customer`): the kit's form on the contract's schemas. The
// validator select offers the shops of the brand chosen in the form, and follows it when it changes.

const yesNo = (value: unknown) => (value === true ? 'Oui' : value === false ? 'Non' : String(value))
const HISTORY_FORMAT = { active: yesNo, has_password: yesNo }

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

/** The form of a new shop, or of `shop` with its saved validator named until its brand's shops arrive. */
function useCustomerForm(shop: CustomerWire | null) {
  const current =
    shop === null || shop.validator_id === null
      ? undefined
      : { value: String(shop.validator_id), label: shop.validator_identifiant ?? String(shop.validator_id) }
  const setup = useCustomerFields(shop === null ? '' : String(shop.brand_id), shop?.id, current)
  return { ...setup, confirmSave: (values: FormValues) => validatorLoss(shop, values) }
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/backoffice/customer/update/$id'), {
  screen: CUSTOMER_SCREEN,
  createIntro: (
    <p>
      Le magasin n’a pas de mot de passe à sa création : envoyez-lui ensuite, depuis sa fiche, le lien qui lui permet
      d’en choisir un.
    </p>
  ),
  useForm: useCustomerForm,
  emptyValues: EMPTY_CUSTOMER,
  values: customerValues,
  afterForm: (shop) => <PasswordLinkSection shop={shop} />,
  history: { labels: CUSTOMER_LABELS, format: HISTORY_FORMAT },
})

export const CustomerCreatePage = PAGES.CreatePage
export const CustomerUpdatePage = PAGES.UpdatePage
