import type { PagingParams } from '../../../domain/paging'
import { countOrdersToValidate } from '../../../application/portal/order-validation.use-case'
import { ValidationGateway } from '../../../application/portal/ports/validation-gateway'
import type { RunUseCase } from '../../app/router/router-context'
import { useCaseQuery } from '../../kit/hooks/use-run-use-case'

export const validationKeys = {
  all: ['validation'] as const,
  count: ['validation', 'count'] as const,
  list: (paging: PagingParams) => ['validation', 'list', paging] as const,
}

export function ordersToValidateQuery(runUseCase: RunUseCase, paging: PagingParams) {
  const orders = ValidationGateway.use((validation) => validation.list(paging))
  return useCaseQuery(runUseCase, validationKeys.list(paging), orders)
}

/** The navigation badge; the use case already turns a failure into 0 (spec §8: silent). */
export function ordersToValidateCountQuery(runUseCase: RunUseCase) {
  return useCaseQuery(runUseCase, validationKeys.count, countOrdersToValidate())
}
