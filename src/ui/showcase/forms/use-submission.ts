import { useCallback, useState } from 'react'
import type { Result } from '../../../application/ports/showcase-reader'
import type { SubmissionReceipt } from '../../../application/showcase/showcase-content'
import { submissionFailureMessage } from './submission-messages'

export type SubmissionState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string }

/** One visitor submission at a time, and the server's answer to show. */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' })
  const submit = useCallback(async (send: () => Promise<Result<SubmissionReceipt>>): Promise<boolean> => {
    setState({ status: 'sending' })
    const result = await send()
    setState(result.ok ? { status: 'sent', message: result.value.message } : { status: 'failed', message: submissionFailureMessage(result.error) })
    return result.ok
  }, [])
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), [])
  return { state, submit, fail }
}
