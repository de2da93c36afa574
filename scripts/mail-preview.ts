// `npm run mail:preview`: writes every mail of the order conversation, rendered with sample data, to
// .tmp/mail-preview/<name>.html and .txt, and prints their paths: open the HTML in a browser, read the text
// part as a mail client without HTML shows it (docs/decisions/072-mail-templates.md).
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { renderMail } from '../server/platform/mail/templates/render-mail'
import { MAIL_SAMPLES } from './mail-preview/mail-samples'

const folder = resolve('.tmp/mail-preview')
await mkdir(folder, { recursive: true })
for (const { name, mail } of MAIL_SAMPLES) {
  const { html, text } = await renderMail(mail.element)
  const htmlPath = join(folder, `${name}.html`)
  const textPath = join(folder, `${name}.txt`)
  await writeFile(htmlPath, html)
  await writeFile(textPath, `Objet : ${mail.subject}\n\n${text}\n`)
  console.log(`${htmlPath}\n${textPath}`)
}
