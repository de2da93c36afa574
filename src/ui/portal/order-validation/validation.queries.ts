import { queryOptions } from '@tanstack/react-query'
import type { PagingParams } from '../../../domain/paging'
import { countOrdersToValidate, listOrdersToValidate } from '../../../application/portal/order-validation.use-case'
import type { RunUseCase } from '../../app/router/router-context'

export const validationKeys = {
  all: ['validation'] as const,
  count: ['validation', 'count'] as const,
  list: (paging: PagingParams) => ['validation', 'list', paging] as const,
}

export function ordersToValidateQuery(runUseCase: RunUseCase, paging: PagingParams) {
  return queryOptions({
    queryKey: validationKeys.list(paging),
    queryFn: () => runUseCase(listOrdersToValidate(paging)),
  })
}

/** The navigation badge; the use case already turns a failure into 0 (spec §8: silent). */
export function ordersToValidateCountQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: validationKeys.count,
    queryFn: () => runUseCase(countOrdersToValidate()),
  })
}
