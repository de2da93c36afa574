import { MediaLibraryGateway, type MediaUpload } from './ports/media-library-gateway'

// The media library's own calls (issue 9); the type, size and alt rules are the server's.

export const uploadMedia = (upload: MediaUpload) => MediaLibraryGateway.use((gateway) => gateway.upload(upload))

export const loadMediaUsage = (id: number) => MediaLibraryGateway.use((gateway) => gateway.usage(id))
