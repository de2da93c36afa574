import { describe, expect, it } from 'vitest'
import { FORM_OVERHEAD_BYTES, MAX_APPLICATION_BODY_BYTES, MAX_JSON_BODY_BYTES } from '../../src/domain/body-limits'
import { MAX_CV_BYTES } from '../../src/domain/cv-limits'

describe('body limits', () => {
  it('reads JSON bodies up to 1 Mio', () => {
    expect(MAX_JSON_BODY_BYTES).toBe(1024 * 1024)
  })

  it('lets a CV of the maximum size through with its form around it, and nothing much bigger', () => {
    expect(MAX_APPLICATION_BODY_BYTES).toBe(MAX_CV_BYTES + FORM_OVERHEAD_BYTES)
    expect(MAX_APPLICATION_BODY_BYTES).toBeGreaterThan(MAX_CV_BYTES)
    expect(FORM_OVERHEAD_BYTES).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES)
  })
})
