import { useCallback, useState } from 'react'
import type { SubmissionReceipt } from '../../../application/showcase/showcase-content'
import { failureOf } from '../../../application/use-case-failure'
import { submissionFailureMessage } from './submission-messages'

export type SubmissionState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string }

/** One visitor submission at a time, and the server's answer to show. */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' })
  const submit = useCallback(async (send: () => Promise<SubmissionReceipt>): Promise<boolean> => {
    setState({ status: 'sending' })
    try {
      const receipt = await send()
      setState({ status: 'sent', message: receipt.message })
      return true
    } catch (thrown) {
      const failure = failureOf(thrown)
      if (failure === null) throw thrown
      setState({ status: 'failed', message: submissionFailureMessage(failure) })
      return false
    }
  }, [])
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), [])
  return { state, submit, fail }
}
