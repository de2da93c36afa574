// What other features may use of second-factor/ (docs/decisions/016-server-feature-folders.md,
// 063-second-factor.md): add a line here when another feature needs more.
export { developmentSecondFactorKey } from './second-factor-keys'
export { wireSecondFactor, type SecondFactorWiring } from './second-factor.wiring'
export type { SecondFactorUseCases } from './second-factor.use-cases'
export type { CompleteSecondStep } from './second-factor-sign-in.use-case'
export type { SignInChallenges, SignInSurface } from './sign-in-challenge'
export { secondStepThrottle } from './second-step-throttle'
export { ownSecurityRoutes } from './own-security.routes'
export { backofficeSecurityRoutes, ENROLMENT_PATHS } from './backoffice-security.routes'
export { secondFactorPolicyGuard } from './second-factor-policy-guard'
