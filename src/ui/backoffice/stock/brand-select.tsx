import { ValueSelect } from '../../kit/forms/field'
import { useBrandChoices } from '../record-choices'

// The brand choice of the stock's filters and forms (docs/decisions/077-brand-stock.md): every brand, after a first
// option that says what no choice means there.
export function BrandSelect(props: {
  id: string
  label: string
  value: string
  onValue: (brandId: string) => void
  emptyLabel: string
  required?: boolean
}) {
  const brands = useBrandChoices()
  return (
    <ValueSelect
      id={props.id}
      label={props.label}
      value={props.value}
      onValue={props.onValue}
      required={props.required}
    >
      <option value="">{props.emptyLabel}</option>
      {brands.map((brand) => (
        <option key={brand.value} value={brand.value}>
          {brand.label}
        </option>
      ))}
    </ValueSelect>
  )
}
