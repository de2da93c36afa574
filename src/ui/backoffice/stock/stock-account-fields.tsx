import forms from '../../kit/forms/forms.module.css'
import { BrandSelect } from './brand-select'
import { useOptionChoices } from './stock-choices'

// The brand and the option a run or an adjustment is for (docs/decisions/077-brand-stock.md).
export function StockAccountFields(props: {
  id: string
  brandId: string
  optionId: string
  onBrand: (brandId: string) => void
  onOption: (optionId: string) => void
}) {
  const { id, brandId, optionId } = props
  const options = useOptionChoices(brandId)
  return (
    <>
      <BrandSelect
        id={`${id}-enseigne`}
        label="Enseigne"
        value={brandId}
        required
        onValue={(brand) => {
          props.onBrand(brand)
          props.onOption('')
        }}
        emptyLabel="Choisir une enseigne"
      />
      <div className={forms.field}>
        <label htmlFor={`${id}-option`}>Produit et option</label>
        <select
          id={`${id}-option`}
          className={forms.select}
          value={optionId}
          required
          aria-busy={options.loading}
          onChange={(event) => props.onOption(event.target.value)}
        >
          <option value="">{brandId === '' ? 'Choisir d’abord une enseigne' : 'Choisir une option'}</option>
          {options.choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
