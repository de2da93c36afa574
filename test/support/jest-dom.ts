import { configure } from '@testing-library/react'
import '@testing-library/jest-dom/vitest'

// The UI tier talks to the real server in-process; under a full `npm test` on a loaded machine a server round trip
// and its render can take longer than testing-library's default second. A longer wait still fails when the
// awaited element never comes; only the time to fail grows.
configure({ asyncUtilTimeout: 5_000 })
