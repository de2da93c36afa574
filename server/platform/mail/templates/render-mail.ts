// One mail element to the two parts the outbox stores (MailMessage's html and text): the same React tree
// rendered twice, once as HTML and once through react-email's plain-text conversion, so the parts cannot
// say different things (docs/decisions/072-mail-templates.md).
import { render } from '@react-email/render'
import type { ReactElement } from 'react'

export type RenderedMail = { html: string; text: string }

// html-to-text shouts titles and column heads in capitals; a French letter keeps its own case.
const plainText = {
  plainText: true,
  htmlToTextOptions: {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  },
} as const

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, plainText)])
  return { html, text }
}
