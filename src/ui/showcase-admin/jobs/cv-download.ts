import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import { APPLICATIONS, type ApplicationWire } from '../../../contract/showcase-admin/job-applications'
import { cvDownloadName } from '../../../domain/cv-download-name'
import { JOBS_ADMIN_MESSAGES } from '../../../domain/messages/showcase-admin-messages'
import { notifyFailure } from '../../kit/backoffice/kit-failures'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'

// A CV is never a bare link: it is fetched with the showcase administrator's token (so a visitor who
// got the address reads nothing), then handed to the browser as a Blob URL under the candidate's name made
// safe, its extension the stored type's (domain/cv-download-name.ts, as the server's Content-Disposition).
export function useCvDownload() {
  const runUseCase = useRunUseCase()
  return async (application: Pick<ApplicationWire, 'id' | 'cv_original_name' | 'cv_mime_type'>) => {
    try {
      const blob = await runUseCase(
        BackofficeGateway.use((gateway) => gateway.download(APPLICATIONS, application.id, 'cv')),
      )
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = cvDownloadName(application.cv_original_name, application.cv_mime_type)
      document.body.append(link)
      link.click()
      link.remove()
      // The click has handed the file over; the URL would only keep the bytes in memory.
      setTimeout(() => URL.revokeObjectURL(url), 0)
    } catch (thrown) {
      notifyFailure(thrown, JOBS_ADMIN_MESSAGES.cvDownloadFailed)
    }
  }
}
