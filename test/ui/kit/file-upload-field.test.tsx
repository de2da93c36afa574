import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { brands } from '../../../server/platform/db/schema'
import { BACKOFFICE_MESSAGES, CATALOG_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { UseCaseFailure } from '../../../src/application/use-case-failure'
import { FileUploadField } from '../../../src/ui/kit/backoffice/file-upload-field'
import { aBrand, anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// The kit's image upload (a brand's logo) over the real server: what refuses the file is said at the
// file field, and a file the field's rule refuses is never sent.

const live = useLiveServer()

async function openBrandLogo() {
  const admin = await anAdmin(live.db, { role: 'admin' })
  const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
  const brand = await aBrand(live.db, { name: `Logo ${Date.now().toString(36)}` })
  const app = renderLiveApp({ live, path: `/backoffice/brand/update/${brand.id}`, signedIn: { admin: tokens } })
  const form = await screen.findByRole('form', { name: 'Logo' })
  return { app, brand, form, input: within(form).getByLabelText('Logo') }
}

const logoOf = async (id: number) =>
  (await live.db.select({ logo: brands.logoUrl }).from(brands).where(eq(brands.id, id)))[0]?.logo

describe('the image upload field', () => {
  it('refuses a 16 MB image as soon as it is chosen, and never sends it', async () => {
    const { app, brand, form, input } = await openBrandLogo()
    const heavy = new File(['x'], 'photo.png', { type: 'image/png' })
    Object.defineProperty(heavy, 'size', { value: 16 * 1024 * 1024 })
    await app.user.upload(input, heavy)
    // Told when chosen, before any button is pressed.
    expect(within(form).getByText(CATALOG_MESSAGES.imageTooLarge)).toBeInTheDocument()

    const send = within(form).getByRole('button', { name: 'Envoyer' })
    await app.user.click(send)
    expect(within(form).getByText(CATALOG_MESSAGES.imageTooLarge)).toBeInTheDocument()
    expect(send).toHaveFocus()
    await waitFor(async () => expect(await logoOf(brand.id)).toBeNull())
  })

  it('shows the server’s message of the file at the field, not the form’s general one', async () => {
    // The catalogue's answer to a text file named .png (test/server/backoffice/catalog-uploads.routes.test.ts).
    const refused = new UseCaseFailure({
      _tag: 'Rejected',
      status: 422,
      message: BACKOFFICE_MESSAGES.invalidForm,
      fields: { file: CATALOG_MESSAGES.imageType },
    })
    const user = userEvent.setup()
    render(
      <FileUploadField
        label="Logo"
        currentUrl={null}
        accept="image/png"
        upload={() => Promise.reject(refused)}
        successMessage="Logo enregistré"
      />,
    )
    const form = screen.getByRole('form', { name: 'Logo' })
    const input = within(form).getByLabelText('Logo')
    await user.upload(input, new File([new TextEncoder().encode('bonjour')], 'logo.png', { type: 'image/png' }))
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }))

    expect(await within(form).findByText(CATALOG_MESSAGES.imageType)).toBeInTheDocument()
    expect(within(form).queryByText(BACKOFFICE_MESSAGES.invalidForm)).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(CATALOG_MESSAGES.imageType)
  })
})
