// What a job application's CV may be (decisions §6). The browser checks the name and size to spare
// the visitor an upload bound to be refused; the server checks the size and the real type (from the
// file's bytes) against the same limits.

import { SHOWCASE_MESSAGES } from './messages/showcase-messages'

export const MAX_CV_BYTES = 5 * 1024 * 1024

// The visitor's own file name is kept as data only (shown back to staff): a bounded length is enough.
export const MAX_CV_NAME_LENGTH = 255

export const CV_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

export type CvExtension = keyof typeof CV_TYPES

export const CV_EXTENSIONS: readonly `.${CvExtension}`[] = ['.pdf', '.doc', '.docx']

export type CvProblem = 'missing' | 'too-large' | 'wrong-type'

/** The size alone: an empty file is no CV; a file over the limit is refused. */
export function cvSizeProblem(size: number): Extract<CvProblem, 'missing' | 'too-large'> | null {
  if (!(size > 0)) return 'missing'
  return size > MAX_CV_BYTES ? 'too-large' : null
}

/** The extension the name claims, or null when it is none of the accepted ones. */
export function cvExtensionOf(name: string): CvExtension | null {
  const lower = name.toLowerCase()
  const extension = CV_EXTENSIONS.find((candidate) => lower.endsWith(candidate))
  return extension === undefined ? null : (extension.slice(1) as CvExtension)
}

/** The browser's hint from what it can see without reading the file: presence, name, size. */
export function cvProblem(file: { readonly name: string; readonly size: number } | null): CvProblem | null {
  if (file === null || cvSizeProblem(file.size) === 'missing') return 'missing'
  if (cvExtensionOf(file.name) === null) return 'wrong-type'
  return cvSizeProblem(file.size)
}

/** The original name as kept beside the stored file. */
export function storedCvName(name: string): string {
  // Cut on code points so that an accented or emoji name never keeps half a character.
  return [...name].slice(0, MAX_CV_NAME_LENGTH).join('')
}

export const CV_PROBLEM_MESSAGES: Record<CvProblem, string> = {
  missing: SHOWCASE_MESSAGES.cvMissing,
  'wrong-type': SHOWCASE_MESSAGES.cvWrongType,
  'too-large': SHOWCASE_MESSAGES.cvTooLarge,
}
