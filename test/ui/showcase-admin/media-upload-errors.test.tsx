import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MEDIA_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// The media library's upload form over the real server: what refuses the file is said at the file field,
// and a file heavier than the library takes is refused when chosen, never sent.

const live = useLiveServer()

async function openUpload() {
  const { sso, storefront } = await live.loginVitrine()
  const app = renderLiveApp({
    live,
    path: '/vitrine/backoffice/media',
    signedIn: { 'storefront-portal': sso, storefront },
  })
  const form = await screen.findByRole('form', { name: 'Ajouter à la médiathèque' })
  return { app, form, input: within(form).getByLabelText('Fichier') }
}

describe('the media upload form’s refusals', () => {
  it('shows the server’s refusal of a text file named .png at the file field', async () => {
    const { app, form, input } = await openUpload()
    const fake = new File([new TextEncoder().encode('#!/bin/sh\necho bonjour\n')], 'photo.png', { type: 'image/png' })
    await app.user.upload(input, fake)
    await app.user.type(within(form).getByLabelText(/Texte alternatif/), 'Une photo')
    await app.user.click(within(form).getByRole('button', { name: 'Envoyer le fichier' }))

    expect(await within(form).findByText(M.typeRefused)).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(expect.stringContaining(M.typeRefused))
  })

  it('refuses a 16 MB image as soon as it is chosen', async () => {
    const { app, form, input } = await openUpload()
    const heavy = new File(['x'], 'photo.png', { type: 'image/png' })
    Object.defineProperty(heavy, 'size', { value: 16 * 1024 * 1024 })
    await app.user.upload(input, heavy)
    expect(within(form).getByText(M.imageTooBig)).toBeInTheDocument()
    await app.user.type(within(form).getByLabelText(/Texte alternatif/), 'Une photo')
    await app.user.click(within(form).getByRole('button', { name: 'Envoyer le fichier' }))
    expect(within(form).getByText(M.imageTooBig)).toBeInTheDocument()
    expect(within(form).queryByText('Envoi du fichier en cours…')).not.toBeInTheDocument()
  })
})
