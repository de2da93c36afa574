import { Hono } from 'hono'
import * as v from 'valibot'
import { ProofApprovalBody, ProofChangeBody, ProofListQuery } from '../../../src/contract/portal/proofs'
import { PROOFS_ENDPOINTS } from '../../../src/contract/portal/proofs.endpoints'
import { proofFileName } from '../../../src/domain/artwork-files'
import { PROOF_MESSAGES } from '../../../src/domain/proof-approval'
import type { AccessTokens } from '../../platform/auth/auth.public'
import { route } from '../../platform/http/contract-routes'
import { HttpError, notFound } from '../../platform/http/http-error'
import { pageSize } from '../../platform/http/list-params'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput, readJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import { PROOF_ANSWER_MESSAGES, type ProofAnswerResult } from './proof-answers'
import type { PortalProofs } from './proof-answers.use-case'
import { presentProofLine } from './proof-line.presenter'

// /account/bat's calls (docs/decisions/076-proof-approval.md): the lines, the answers, the proof's PDF.

function answered(result: ProofAnswerResult, callerId: number) {
  if (result.kind === 'not-found') throw notFound()
  if (result.kind === 'forbidden') throw new HttpError(403, PROOF_ANSWER_MESSAGES.notApprover)
  if (result.kind === 'stale') throw new HttpError(409, PROOF_ANSWER_MESSAGES.stale)
  if (result.kind === 'refused') throw new HttpError(422, result.message)
  return presentProofLine(result.line, callerId)
}

const DOMAIN_REFUSALS: readonly string[] = Object.values(PROOF_MESSAGES)

// A blank or missing comment is the domain's refusal (422 with its sentence), not a malformed request.
function changeBody(raw: unknown) {
  const body = typeof raw === 'object' && raw !== null ? { comment: '', ...raw } : raw
  const parsed = v.safeParse(ProofChangeBody, body, { abortEarly: true })
  const message = parsed.success ? null : parsed.issues[0]?.message
  if (message !== null && message !== undefined && DOMAIN_REFUSALS.includes(message)) {
    throw new HttpError(422, message)
  }
  return parseInput(ProofChangeBody, body)
}

/** A PDF shown in the browser, in a sandbox: a hostile file cannot run script in our origin. */
function inlinePdfHeaders(fileName: string, length: number): Record<string, string> {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
  return {
    'Content-Type': 'application/pdf',
    'Content-Length': String(length),
    'Content-Disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  }
}

export function proofsRoutes(deps: { accessTokens: AccessTokens; proofs: PortalProofs }) {
  const routes = new Hono<CallerEnv>()
  const shopOnly = requireIdentity(deps.accessTokens, ['shop'])
  const { proofs } = deps

  route(routes, PROOFS_ENDPOINTS.proofs, shopOnly, async (c) => {
    const query = parseInput(ProofListQuery, c.req.query())
    const callerId = c.var.caller.subjectId
    const page = await proofs.list(callerId, {
      state: query.state ?? null,
      offset: query._start ?? 0,
      limit: pageSize(query._limit),
    })
    return c.json({ items: page.items.map((line) => presentProofLine(line, callerId)), total: page.total })
  })

  route(routes, PROOFS_ENDPOINTS.proofApprove, shopOnly, async (c) => {
    const lineId = parseIdParam(c.req.param('lineId'))
    const body = parseInput(ProofApprovalBody, await readJsonBody(c))
    const callerId = c.var.caller.subjectId
    return c.json(answered(await proofs.answer(callerId, lineId, body.version, { kind: 'approve' }), callerId))
  })

  route(routes, PROOFS_ENDPOINTS.proofChanges, shopOnly, async (c) => {
    const lineId = parseIdParam(c.req.param('lineId'))
    const body = changeBody(await readJsonBody(c))
    const callerId = c.var.caller.subjectId
    const action = { kind: 'request_change', comment: body.comment } as const
    return c.json(answered(await proofs.answer(callerId, lineId, body.version, action), callerId))
  })

  route(routes, PROOFS_ENDPOINTS.proofFile, shopOnly, async (c) => {
    const lineId = parseIdParam(c.req.param('lineId'))
    const version = parseIdParam(c.req.param('version'))
    const file = await proofs.file(c.var.caller.subjectId, lineId, version)
    if (file === 'not-found') throw notFound()
    if (file === 'file-missing') throw new HttpError(404, PROOF_ANSWER_MESSAGES.fileMissing)
    const name = proofFileName(file.orderNumber, version)
    return c.body(new Uint8Array(file.bytes), 200, inlinePdfHeaders(name, file.bytes.byteLength))
  })

  return routes
}
