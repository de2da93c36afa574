import { describe, expect, it } from 'vitest'
import { createNotifier, type ToastApi } from '../../../src/ui/kit/notifications/notifier'

type Call = ['success' | 'error', string, number] | ['dismissAll']

function recordingApi(): { api: ToastApi; calls: Call[] } {
  const calls: Call[] = []
  return {
    calls,
    api: {
      success: (message, ms) => calls.push(['success', message, ms]),
      error: (message, ms) => calls.push(['error', message, ms]),
      dismissAll: () => calls.push(['dismissAll']),
    },
  }
}

const dismissals = (calls: Call[]) => calls.filter((c) => c[0] === 'dismissAll').length

describe('notifier (spec §8, §9)', () => {
  it('shows up to 6 success toasts without clearing, each for 5 s', () => {
    const { api, calls } = recordingApi()
    const notifier = createNotifier(api)
    for (let i = 1; i <= 6; i++) notifier.success(`Succès ${i}`)
    expect(dismissals(calls)).toBe(0)
    expect(calls).toHaveLength(6)
    expect(calls.every((c) => c[0] === 'success' && c[2] === 5000)).toBe(true)
  })

  it('clears every toast on the 7th success, still shows it, and starts counting again', () => {
    const { api, calls } = recordingApi()
    const notifier = createNotifier(api)
    for (let i = 1; i <= 7; i++) notifier.success(`Succès ${i}`)
    expect(calls.slice(-2)).toEqual([['dismissAll'], ['success', 'Succès 7', 5000]])
    expect(dismissals(calls)).toBe(1)

    // The counter was reset: six more do not clear, the seventh after the reset does.
    for (let i = 8; i <= 13; i++) notifier.success(`Succès ${i}`)
    expect(dismissals(calls)).toBe(1)
    notifier.success('Succès 14')
    expect(dismissals(calls)).toBe(2)
  })

  it('shows Non autorisé (error, 5 s) after clearing all toasts when a call finally ends in 401', () => {
    const { api, calls } = recordingApi()
    createNotifier(api).finalStatus(401)
    expect(calls).toEqual([['dismissAll'], ['error', 'Non autorisé', 5000]])
  })

  it.each([200, 400, 403, 404, 500])('shows nothing for a final status %i', (status) => {
    const { api, calls } = recordingApi()
    createNotifier(api).finalStatus(status)
    expect(calls).toEqual([])
  })

  it('shows error toasts for 5 s without counting them as successes', () => {
    const { api, calls } = recordingApi()
    const notifier = createNotifier(api)
    for (let i = 0; i < 10; i++) notifier.error('Erreur lors du chargement du panier')
    expect(dismissals(calls)).toBe(0)
    expect(calls[0]).toEqual(['error', 'Erreur lors du chargement du panier', 5000])
  })
})
