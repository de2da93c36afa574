import { act, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ProductAttribute, ProductVariant } from '../../../src/application/showcase/showcase-content'
import { VariantPicker } from '../../../src/ui/showcase/catalogue/variant-picker'

const variant = (id: number, format: string): ProductVariant => ({
  id,
  reference: `REF-${id}`,
  attributeValues: { format },
  widthMm: null,
  heightMm: null,
  depthMm: null,
  image: null,
})
const attributes: ProductAttribute[] = [
  {
    slug: 'format',
    name: 'Format',
    values: [
      { slug: 's', label: 'S' },
      { slug: 'm', label: 'M' },
    ],
  },
]
const picker = (
  <VariantPicker
    attributes={attributes}
    variants={[variant(1, 's'), variant(2, 'm')]}
    choices={{ format: 's' }}
    onChoose={() => undefined}
  />
)

describe('the variant picker of a page the server rendered', () => {
  it('takes choices only once the scripts run: a click before them would be undone by hydration', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(picker)
    document.body.append(container)
    const radios = () => within(container).getAllByRole('radio')
    expect(radios().every((radio) => (radio as HTMLInputElement).disabled)).toBe(true)
    const root = await act(async () => hydrateRoot(container, picker))
    expect(radios().some((radio) => (radio as HTMLInputElement).disabled)).toBe(false)
    expect(within(container).getByRole('radio', { name: 'S' })).toBeChecked()
    act(() => root.unmount())
    container.remove()
  })
})
