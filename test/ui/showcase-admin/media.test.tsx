import { screen, waitFor, within } from '@testing-library/react'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { homeBlocks, media } from '../../../server/platform/db/schema-showcase'
import { MEDIA_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'
import { renderPickerForm } from './support/media-picker-harness'

// The media library of the showcase back office over the real server (seeded demo data) and the kit's
// media picker. Each test names its files with a unique word and filters the list on it.

const live = useLiveServer()

let counter = 0
const uniqueWord = () => `essai${Date.now().toString(36)}${(counter += 1)}`

async function signedIn() {
  const { sso, storefront } = await live.loginVitrine()
  return { 'storefront-portal': sso, storefront }
}

const aPngFile = async (name: string) => {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } })
    .png()
    .toBuffer()
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' })
}

async function anUploadedImage(alt: string): Promise<number> {
  const [row] = await live.db
    .insert(media)
    .values({
      key: `essais/${alt}`,
      kind: 'image',
      mimeType: 'image/webp',
      alt,
      originalName: `${alt}.png`,
      width: 320,
      height: 240,
      renditions: [{ width: 320, height: 240 }],
    })
    .returning({ id: media.id })
  if (row === undefined) throw new Error('media not inserted')
  return row.id
}

const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('the media library', () => {
  it('lists the server’s media with their alt text, filtered by kind', async () => {
    const word = uniqueWord()
    await anUploadedImage(`${word} coffret`)
    await anUploadedImage(`${word} banc`)
    await live.db
      .insert(media)
      .values({ key: `essais/${word}.pdf`, kind: 'document', mimeType: 'application/pdf', alt: `${word} notice` })
    const path = `/vitrine/backoffice/media?q=${word}&sort=alt&order=asc`
    const app = renderLiveApp({ live, path, signedIn: await signedIn() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Médiathèque' })).toBeInTheDocument()
    await waitFor(() => expect(dataRows()).toHaveLength(3))
    expect(within(dataRows()[0]!).getByText(`${word} banc`)).toBeInTheDocument()
    expect(within(dataRows()[2]!).getByText(`${word} notice`)).toBeInTheDocument()

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'image')
    await app.user.click(screen.getByRole('button', { name: 'Filtrer' }))
    await waitFor(() => expect(dataRows()).toHaveLength(2))
    expect(within(dataRows()[1]!).getByText(`${word} coffret`)).toBeInTheDocument()
    expect(screen.queryByText(`${word} notice`)).not.toBeInTheDocument()
  })

  it('edits the alt text of a media on its page, which also says where it is used', async () => {
    const word = uniqueWord()
    const id = await anUploadedImage(`${word} avant`)
    const app = renderLiveApp({ live, path: `/vitrine/backoffice/media/update/${id}`, signedIn: await signedIn() })
    const heading = await screen.findByRole('heading', { level: 1, name: `Modifier le média ${word} avant` })
    expect(heading).toBeInTheDocument()
    expect(await screen.findByText('Ce média n’est utilisé nulle part.')).toBeInTheDocument()
    const alt = screen.getByRole('textbox', { name: /Texte alternatif/ })
    await app.user.clear(alt)
    await app.user.type(alt, `${word} après`)
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/vitrine/backoffice/media'))
    const [row] = await live.db.select().from(media).where(eq(media.id, id))
    expect(row).toMatchObject({ alt: `${word} après`, version: 2 })
  })

  it('uploads an image with its alt text, refusing it first without one; it then appears in the list', async () => {
    const word = uniqueWord()
    const app = renderLiveApp({ live, path: `/vitrine/backoffice/media?q=${word}`, signedIn: await signedIn() })
    const form = await screen.findByRole('form', { name: 'Ajouter à la médiathèque' })
    await app.user.upload(within(form).getByLabelText('Fichier'), await aPngFile(`${word}.png`))
    await app.user.click(within(form).getByRole('button', { name: 'Envoyer le fichier' }))
    expect(await within(form).findByText(M.altRequired)).toBeInTheDocument()

    await app.user.upload(within(form).getByLabelText('Fichier'), await aPngFile(`${word}.png`))
    await app.user.type(within(form).getByLabelText(/Texte alternatif/), `Atelier ${word}`)
    await app.user.click(within(form).getByRole('button', { name: 'Envoyer le fichier' }))
    expect(await screen.findByText(M.uploaded)).toBeInTheDocument()
    await waitFor(() => expect(within(screen.getByRole('table')).getByText(`Atelier ${word}`)).toBeInTheDocument())
    const rows = await live.db
      .select()
      .from(media)
      .where(eq(media.originalName, `${word}.png`))
    expect(rows.map((row) => row.alt)).toEqual([`Atelier ${word}`])
  })

  it('asks before deleting: a used media shows where and cannot be deleted, an unused one is deleted', async () => {
    const word = uniqueWord()
    const used = await anUploadedImage(`${word} utilisée`)
    const unused = await anUploadedImage(`${word} libre`)
    await live.db.insert(homeBlocks).values({ type: 'hero', position: 999, title: `Accueil ${word}`, imageId: used })
    const app = renderLiveApp({ live, path: `/vitrine/backoffice/media?q=${word}`, signedIn: await signedIn() })

    await app.user.click(await screen.findByRole('button', { name: `Supprimer ${word} utilisée` }))
    const refusal = await screen.findByRole('alertdialog')
    expect(await within(refusal).findByText(M.inUse(1))).toBeInTheDocument()
    expect(within(refusal).getByText(`Bloc de la page d’accueil : Accueil ${word}`)).toBeInTheDocument()
    expect(within(refusal).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument()
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())

    await app.user.click(screen.getByRole('button', { name: `Supprimer ${word} libre` }))
    const confirm = await screen.findByRole('alertdialog')
    await app.user.click(await within(confirm).findByRole('button', { name: 'Supprimer' }))
    await waitFor(() => expect(screen.queryByText(`${word} libre`)).not.toBeInTheDocument())
    const left = await live.db
      .select()
      .from(media)
      .where(inArray(media.id, [used, unused]))
    expect(left.map((row) => row.id)).toEqual([used])
    await live.db.delete(homeBlocks).where(eq(homeBlocks.imageId, used))
  })
})

describe('the media picker of the back-office forms', () => {
  it('chooses an image in the library dialog (search, keyboard), shows it, removes it, and sends its id', async () => {
    const word = uniqueWord()
    const chosen = await anUploadedImage(`${word} vitrine`)
    const app = renderLiveApp({ live, path: '/vitrine/backoffice/media', signedIn: await signedIn() })
    await screen.findByRole('heading', { level: 1, name: 'Médiathèque' })
    const context = app.context
    app.unmount()
    const form = renderPickerForm(context)
    const picker = await screen.findByRole('group', { name: /Image/ })
    expect(within(picker).getByText('Aucune image choisie.')).toBeInTheDocument()

    await form.user.click(within(picker).getByRole('button', { name: 'Choisir dans la médiathèque' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choisir une image' })
    await form.user.type(within(dialog).getByRole('searchbox'), word)
    const choice = await within(dialog).findByRole('button', { name: `${word} vitrine` })
    choice.focus()
    await form.user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await within(picker).findByText(`Image choisie : ${word} vitrine`)).toBeInTheDocument()

    await form.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(form.saved).toEqual([{ image_id: String(chosen) }]))

    await form.user.click(within(picker).getByRole('button', { name: 'Retirer : Image' }))
    expect(within(picker).getByText('Aucune image choisie.')).toBeInTheDocument()
    await form.user.click(within(picker).getByRole('button', { name: 'Choisir dans la médiathèque' }))
    await screen.findByRole('dialog', { name: 'Choisir une image' })
    await form.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(picker).getByRole('button', { name: 'Choisir dans la médiathèque' })).toHaveFocus()
  })

  it('adds a new image from inside the dialog, without leaving the form, and chooses it', async () => {
    const word = uniqueWord()
    const app = renderLiveApp({ live, path: '/vitrine/backoffice/media', signedIn: await signedIn() })
    await screen.findByRole('heading', { level: 1, name: 'Médiathèque' })
    const context = app.context
    app.unmount()
    const form = renderPickerForm(context)
    const picker = await screen.findByRole('group', { name: /Image/ })
    await form.user.click(within(picker).getByRole('button', { name: 'Choisir dans la médiathèque' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choisir une image' })
    const upload = within(dialog).getByRole('form', { name: 'Ajouter à la médiathèque' })
    await form.user.upload(within(upload).getByLabelText('Fichier'), await aPngFile(`${word}.png`))
    await form.user.type(within(upload).getByLabelText(/Texte alternatif/), `Nouvelle ${word}`)
    await form.user.click(within(upload).getByRole('button', { name: 'Envoyer le fichier' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await within(picker).findByText(`Image choisie : Nouvelle ${word}`)).toBeInTheDocument()
    // The dialog's own form did not submit the surrounding one.
    expect(form.saved).toEqual([])
    const [row] = await live.db
      .select()
      .from(media)
      .where(eq(media.originalName, `${word}.png`))
    await form.user.click(screen.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(form.saved).toEqual([{ image_id: String(row?.id) }]))
  })
})
