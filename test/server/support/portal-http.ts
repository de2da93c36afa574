type App = { request(input: string, init?: RequestInit, env?: unknown): Response | Promise<Response> }

// HTTP helpers for the portal's route tests: every call goes through app.request().
export function call(
  app: App,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; env?: unknown } = {},
) {
  const headers: Record<string, string> = {}
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body)
  return app.request(`/portal-api${path}`, { method, headers, body }, options.env)
}

export const api = (app: App, token?: string) => ({
  get: (path: string) => call(app, 'GET', path, { token }),
  post: (path: string, body: unknown = {}) => call(app, 'POST', path, { token, body }),
  put: (path: string, body: unknown = {}) => call(app, 'PUT', path, { token, body }),
  delete: (path: string) => call(app, 'DELETE', path, { token }),
})

// The body as JSON, after checking the status (the body is in the failure message).
export async function expectJson(response: Response | Promise<Response>, status = 200): Promise<any> {
  const answer = await response
  const text = await answer.text()
  if (answer.status !== status) throw new Error(`expected HTTP ${status}, got ${answer.status}: ${text}`)
  return text === '' ? null : JSON.parse(text)
}
