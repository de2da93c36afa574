// The client-side hint for the CV of a job application. The server checks the real type from the
// file's content; this only spares the visitor an upload that is bound to be refused.

export const MAX_CV_BYTES = 5 * 1024 * 1024

export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const

export type CvProblem = 'missing' | 'too-large' | 'wrong-type'

export function cvProblem(file: { readonly name: string; readonly size: number } | null): CvProblem | null {
  if (file === null || file.size === 0) return 'missing'
  const name = file.name.toLowerCase()
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'wrong-type'
  return file.size > MAX_CV_BYTES ? 'too-large' : null
}
