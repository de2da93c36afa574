import { createServer, type Server } from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }

// A minimal SMTP server (no TLS, no auth) so that the nodemailer adapter is tested for real.
export async function startFakeSmtpServer(): Promise<{
  port: number
  received: ReceivedMail[]
  close(): Promise<void>
}> {
  const received: ReceivedMail[] = []
  const server: Server = createServer((socket) => {
    let buffer = ''
    let inData = false
    let current: ReceivedMail = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake.smtp ESMTP')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end = buffer.indexOf('\r\n')
      while (end !== -1) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(current)
            current = { from: '', to: [], data: '' }
            reply('250 OK: queued')
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
        } else {
          const command = line.slice(0, 4).toUpperCase()
          switch (command) {
            case 'EHLO':
            case 'HELO':
              reply('250 fake.smtp')
              break
            case 'MAIL':
              current.from = line
              reply('250 OK')
              break
            case 'RCPT':
              current.to.push(line)
              reply('250 OK')
              break
            case 'DATA':
              inData = true
              reply('354 End data with <CR><LF>.<CR><LF>')
              break
            case 'QUIT':
              reply('221 Bye')
              socket.end()
              break
            default:
              reply('250 OK')
          }
        }
        end = buffer.indexOf('\r\n')
      }
    })
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('fake SMTP server has no port')
  return { port: address.port, received, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
