import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../screens/not-found/not-found-page'

export const Route = createFileRoute('/_public/404')({
  component: NotFoundPage,
})
