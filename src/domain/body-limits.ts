// How large a request body the API surfaces read (decisions §1). Bounded before anything parses it,
// so a huge body costs the server nothing; a CV upload gets the CV limit plus room for the form.

import { MAX_CV_BYTES } from './cv-limits'

export const MAX_JSON_BODY_BYTES = 1024 * 1024

// The text fields and multipart headers around a CV of the maximum size.
export const FORM_OVERHEAD_BYTES = 64 * 1024

export const MAX_APPLICATION_BODY_BYTES = MAX_CV_BYTES + FORM_OVERHEAD_BYTES
