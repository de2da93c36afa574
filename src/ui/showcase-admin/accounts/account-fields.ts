import type { AccountWire } from '../../../contract/showcase-admin/accounts'
import { PASSWORD_RULE_HINT } from '../../../domain/password-rule'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'

// The account form of both account screens (spec §2 `administration`, `ecommerce/utilisateur`).

const identityFields: readonly FormField[] = [
  { name: 'login', label: 'Login', required: true, autoComplete: 'off' },
  { name: 'email', label: 'E-mail', kind: 'email', required: true, autoComplete: 'off' },
  { name: 'active', label: 'Compte actif', kind: 'checkbox' },
]

export const ACCOUNT_CREATE_FIELDS: readonly FormField[] = [
  ...identityFields,
  {
    name: 'password',
    label: 'Mot de passe',
    kind: 'password',
    required: true,
    hint: PASSWORD_RULE_HINT,
    autoComplete: 'new-password',
  },
]

export const ACCOUNT_UPDATE_FIELDS: readonly FormField[] = [
  ...identityFields,
  {
    name: 'password',
    label: 'Nouveau mot de passe',
    kind: 'password',
    hint: `Vide : le mot de passe reste inchangé. ${PASSWORD_RULE_HINT}`,
    autoComplete: 'new-password',
  },
]

export const ACCOUNT_LABELS = { login: 'Login', email: 'E-mail', active: 'Compte actif' }

export const EMPTY_ACCOUNT: FormValues = { login: '', email: '', active: true, password: '' }

export const accountValues = (account: AccountWire): FormValues => ({
  login: account.login,
  email: account.email,
  active: account.active,
  password: '',
})

/** Both lists' address: paging, one of the API's sorts, the text filter `q` and `active`. */
export const ACCOUNT_LIST_DEFAULTS = { sort: 'login', order: 'asc' } as const
