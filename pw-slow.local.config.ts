import base from './playwright.config'

// Local only: the shared machine is loaded, so the server gets more time to start; the dev build is left out.
const [prod] = Array.isArray(base.webServer) ? base.webServer : [base.webServer]
export default { ...base, testDir: './e2e', webServer: [{ ...prod, timeout: 300_000, cwd: process.cwd() }] }
