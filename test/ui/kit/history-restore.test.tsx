import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { snapshotValues } from '../../../src/ui/kit/backoffice/history-restore'

// How an audit snapshot becomes the form's values when a version is restored (decision 069).

const formValue = fc.oneof(fc.string(), fc.boolean())
const formValues = fc.dictionary(fc.stringMatching(/^[a-z]{1,8}(_[a-z]{1,8})?$/), formValue)

describe('snapshotValues', () => {
  it('reads camelCase columns, ids as text, null as empty', () => {
    const current = { title: 'Seconde', category_id: '3', cover_id: '7', published: false, slug: 's' }
    const snapshot = { title: 'Première', categoryId: 2, coverId: null, published: true, readingMinutes: 4 }
    expect(snapshotValues(snapshot, current)).toEqual({
      title: 'Première',
      category_id: '2',
      cover_id: '',
      published: true,
      slug: 's',
    })
  })

  it('keeps exactly the form’s fields, and the current value of each one the snapshot lacks', () => {
    fc.assert(
      fc.property(formValues, formValues, (current, snapshot) => {
        const lacking = Object.fromEntries(Object.entries(snapshot).filter(([name]) => !(name in current)))
        const values = snapshotValues(lacking, current)
        expect(values).toEqual(current)
      }),
    )
  })

  it('never changes the kind of a value: a yes/no stays yes/no, a text stays text', () => {
    fc.assert(
      fc.property(formValues, fc.dictionary(fc.string(), fc.anything()), (current, snapshot) => {
        const values = snapshotValues(snapshot, current)
        expect(Object.keys(values).sort()).toEqual(Object.keys(current).sort())
        for (const [name, value] of Object.entries(values)) expect(typeof value).toBe(typeof current[name])
      }),
    )
  })
})
