import { endpoint } from '../endpoint'
import { OrderSummariesWire } from './orders.endpoints'
import {
  BoundedValidationLineBody,
  ValidationCountWire,
  ValidationDecisionBody,
  ValidationListQuery,
  ValidationOutcomeWire,
} from './validation'

// The head office's validation of its shops' orders on the Portal API (decision 053).
const api = 'portal'

export const VALIDATION_ENDPOINTS = {
  validationList: endpoint({
    api,
    method: 'GET',
    path: '/api/orders/validations/order',
    query: ValidationListQuery,
    answer: OrderSummariesWire,
  }),
  validationCount: endpoint({ api, method: 'GET', path: '/api/orders/validations/count', answer: ValidationCountWire }),
  /** The server refuses an unreadable quantity in the domain's words (BoundedValidationLineBody). */
  validationModify: endpoint({
    api,
    method: 'PUT',
    path: '/api/orders/validations/modify/:orderId',
    body: BoundedValidationLineBody,
    answer: ValidationOutcomeWire,
  }),
  validationDetach: endpoint({
    api,
    method: 'DELETE',
    path: '/api/orders/validations/detachProduct/:orderId/:lineId',
    answer: ValidationOutcomeWire,
  }),
  validationDecide: endpoint({
    api,
    method: 'PUT',
    path: '/api/orders/validations/decide/:orderId',
    body: ValidationDecisionBody,
    answer: ValidationOutcomeWire,
  }),
}
