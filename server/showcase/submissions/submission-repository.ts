import type { ContactBody } from '../../../src/contract/showcase/submissions'

/** A contact message as stored and mailed: the contract's body without its consent and honeypot. */
export type ContactInput = Omit<ContactBody, 'consent' | 'website'>

export type ApplicationRecord = {
  jobId: number
  firstName: string
  lastName: string
  email: string
  phone: string | null
  message: string | null
  cv: { bytes: Uint8Array; storedName: string; mimeType: string; originalName: string }
}

export type SubmissionRepository = {
  saveContactMessage(message: ContactInput, at: Date): Promise<number>
  // The row and the CV file are kept together or not at all.
  saveApplication(application: ApplicationRecord, at: Date): Promise<number>
}

// Where CVs are kept: `applications/` of the file storage, outside anything the server publishes.
export type CvFileStore = {
  write(storedName: string, bytes: Uint8Array, mimeType: string): Promise<string>
  remove(storedName: string): Promise<void>
}
