import { CV_TYPES, type CvExtension } from './cv-limits'
import { downloadName } from './download-name'

// The name a CV downloads under (decision 065), by the rule every file sent from outside follows.

const EXTENSION_OF_TYPE = new Map<string, CvExtension>(
  Object.entries(CV_TYPES).map(([extension, type]) => [type, extension as CvExtension]),
)

/** `cv.pdf.html` stored as a PDF downloads as `cv.pdf`; `cv\u202Efdp.exe` as `cvfdp.pdf`. */
export function cvDownloadName(sentName: string, storedType: string): string {
  return downloadName(sentName, EXTENSION_OF_TYPE.get(storedType) ?? 'bin', 'cv')
}
