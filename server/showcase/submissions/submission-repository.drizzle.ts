import type { Database } from '../../platform/db/database'
import { contactMessages, jobApplications } from '../../platform/db/schema-showcase-content'
import type { CvFileStore, SubmissionRepository } from './submission-repository'

export function drizzleSubmissionRepository(db: Database, cvFiles: CvFileStore): SubmissionRepository {
  return {
    async saveContactMessage(message, at) {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...message, createdAt: at })
        .returning({ id: contactMessages.id })
      if (row === undefined) throw new Error('contact message insert returned no id')
      return row.id
    },

    // The file is written inside the transaction: if it cannot be written the row is rolled back,
    // and if the commit fails the file is removed, so neither exists without the other.
    async saveApplication(application, at) {
      const { cv, ...person } = application
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(jobApplications)
            .values({
              ...person,
              cvPath: `applications/${cv.storedName}`,
              cvMimeType: cv.mimeType,
              cvSizeBytes: cv.bytes.byteLength,
              cvOriginalName: cv.originalName,
              createdAt: at,
            })
            .returning({ id: jobApplications.id })
          if (row === undefined) throw new Error('job application insert returned no id')
          await cvFiles.write(cv.storedName, cv.bytes, cv.mimeType)
          return row.id
        })
      } catch (error) {
        await cvFiles.remove(cv.storedName).catch(() => undefined)
        throw error
      }
    },
  }
}
