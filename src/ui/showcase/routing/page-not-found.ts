import { notFound } from '@tanstack/react-router'

/**
 * An unknown page: the public layout shows its not-found page, the server answers 404 with it
 * (src/ui/app/server-render.tsx) and the browser then shows /404 in the address bar (spec §2).
 */
export const pageNotFound = () => notFound()
