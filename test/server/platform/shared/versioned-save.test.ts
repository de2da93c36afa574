import { describe, expect, it } from 'vitest'
import {
  createAudited,
  removeVersioned,
  saveVersioned,
  type AuditLine,
} from '../../../../server/platform/shared/versioned-save'
import { invalid, refused } from '../../../../server/platform/shared/write-outcome'

// The order of a back-office write and the outcome of each step (docs/decisions/054-one-versioned-save.md),
// without a database: the steps record what ran.
type Row = { id: number; version: number; name: string }
const actor = { id: 7, login: 'alice' }

function fakeUnit() {
  const lines: AuditLine[] = []
  const steps: string[] = []
  return { lines, steps, unit: { audit: async (line: AuditLine) => void lines.push(line) } }
}

describe('saveVersioned', () => {
  const row: Row = { id: 3, version: 2, name: 'old' }

  it('locks, checks, writes and audits the update, answering the written record', async () => {
    const { lines, steps, unit } = fakeUnit()
    const outcome = await saveVersioned(unit, {
      actor,
      entity: 'thing',
      id: 3,
      version: 2,
      lock: async () => (steps.push('lock'), row),
      check: async () => (steps.push('check'), { values: { name: 'new' } }),
      write: async (values, before) => (steps.push('write'), { ...before, ...values, version: 3 }),
    })
    expect(outcome).toEqual({ kind: 'saved', record: { id: 3, version: 3, name: 'new' } })
    expect(steps).toEqual(['lock', 'check', 'write'])
    expect(lines).toEqual([
      { actor, entity: 'thing', entityId: 3, action: 'update', before: row, after: { id: 3, version: 3, name: 'new' } },
    ])
  })

  it('answers missing, stale or the refusal without writing or auditing', async () => {
    const { lines, unit } = fakeUnit()
    const write = async () => {
      throw new Error('no write expected')
    }
    const base = { actor, entity: 'thing', id: 3, write }
    expect(await saveVersioned(unit, { ...base, version: 2, lock: async () => null })).toEqual({ kind: 'missing' })
    expect(await saveVersioned(unit, { ...base, version: 1, lock: async () => row })).toEqual({ kind: 'stale' })
    const check = async () => invalid({ name: 'taken' })
    expect(await saveVersioned(unit, { ...base, version: 2, lock: async () => row, check })).toEqual({
      kind: 'invalid',
      fields: { name: 'taken' },
    })
    expect(lines).toEqual([])
  })

  it('answers stale when the write finds the version moved on, and skips the check with no version', async () => {
    const { lines, unit } = fakeUnit()
    const outcome = await saveVersioned(unit, {
      actor,
      entity: 'thing',
      id: 3,
      version: null,
      lock: async () => ({ ...row, version: 9 }),
      write: async () => null,
    })
    expect(outcome).toEqual({ kind: 'stale' })
    expect(lines).toEqual([])
  })
})

describe('removeVersioned and createAudited', () => {
  it('removes after the check and audits the record as its snapshot', async () => {
    const { lines, unit } = fakeUnit()
    const removed: number[] = []
    const outcome = await removeVersioned(unit, {
      actor,
      entity: 'thing',
      snapshot: ({ name }: Row) => ({ name }),
      id: 3,
      version: null,
      lock: async () => ({ id: 3, version: 5, name: 'gone' }),
      remove: async () => void removed.push(3),
    })
    expect(outcome).toEqual({ kind: 'saved', record: { id: 3, version: 5, name: 'gone' } })
    expect(removed).toEqual([3])
    expect(lines).toEqual([
      { actor, entity: 'thing', entityId: 3, action: 'delete', before: { name: 'gone' }, after: null },
    ])
  })

  it('keeps a record its check refuses', async () => {
    const { lines, unit } = fakeUnit()
    const outcome = await removeVersioned(unit, {
      actor,
      entity: 'thing',
      id: 3,
      version: 5,
      lock: async () => ({ id: 3, version: 5, name: 'used' }),
      check: async () => refused('in use'),
      remove: async () => {
        throw new Error('no remove expected')
      },
    })
    expect(outcome).toEqual({ kind: 'refused', message: 'in use' })
    expect(lines).toEqual([])
  })

  it('creates after the check, audits the new record under its id, and answers through `answer`', async () => {
    const { lines, unit } = fakeUnit()
    const outcome = await createAudited(unit, {
      actor,
      entity: 'thing',
      check: async () => ({ values: { name: 'fresh' } }),
      insert: async (values) => ({ id: 11, version: 1, ...values }),
      answer: async (record) => ({ kind: 'saved', record: record.name }) as const,
    })
    expect(outcome).toEqual({ kind: 'saved', record: 'fresh' })
    expect(lines).toEqual([
      {
        actor,
        entity: 'thing',
        entityId: 11,
        action: 'create',
        before: null,
        after: { id: 11, version: 1, name: 'fresh' },
      },
    ])
  })
})
