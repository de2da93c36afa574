import { queryOptions } from '@tanstack/react-query'
import type { PagingParams } from '../../../domain/paging'
import { countOrdersToValidate } from '../../../application/portal/order-validation.use-case'
import { ValidationGateway } from '../../../application/portal/ports/validation-gateway'
import type { RunUseCase } from '../../app/router/router-context'

export const validationKeys = {
  all: ['validation'] as const,
  count: ['validation', 'count'] as const,
  list: (paging: PagingParams) => ['validation', 'list', paging] as const,
}

export function ordersToValidateQuery(runUseCase: RunUseCase, paging: PagingParams) {
  return queryOptions({
    queryKey: validationKeys.list(paging),
    queryFn: ({ signal }) =>
      runUseCase(
        ValidationGateway.use((validation) => validation.list(paging)),
        { signal },
      ),
  })
}

/** The navigation badge; the use case already turns a failure into 0 (spec §8: silent). */
export function ordersToValidateCountQuery(runUseCase: RunUseCase) {
  return queryOptions({
    queryKey: validationKeys.count,
    queryFn: ({ signal }) => runUseCase(countOrdersToValidate(), { signal }),
  })
}
