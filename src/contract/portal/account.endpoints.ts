import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { MessageWire } from '../wire-primitives'
import { ChangePasswordBody, EcommerceLinkWire, ForgotPasswordBody, ResetPasswordBody } from './account'

// The shop's account calls of the Portal API (decision 053).
const api = 'portal'

export const ACCOUNT_ENDPOINTS = {
  forgotPassword: endpoint({
    api,
    method: 'POST',
    path: '/forgot-password',
    body: ForgotPasswordBody,
    answer: MessageWire,
  }),
  /** Two callers share this path (spec §7): a reset link, with no session, and a logged-in shop. */
  changePassword: endpoint({
    api,
    method: 'POST',
    path: '/change-password',
    body: v.union([ChangePasswordBody, ResetPasswordBody]),
    answer: MessageWire,
  }),
  ecommerceLink: endpoint({
    api,
    method: 'GET',
    path: '/auth/ecommerce/authentication-link',
    answer: EcommerceLinkWire,
  }),
}
