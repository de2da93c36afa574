type App = { request(input: string, init?: RequestInit): Response | Promise<Response> }

// Small helpers so that route tests read like the HTTP calls they make.
export function postJson(app: App, path: string, body: unknown, token?: string) {
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function getWithToken(app: App, path: string, token?: string) {
  return app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
}

export async function json(response: Response): Promise<any> {
  return response.json()
}
