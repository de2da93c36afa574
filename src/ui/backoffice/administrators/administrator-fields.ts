import {
  ADMINISTRATOR_ROLE_LABELS,
  ADMINISTRATOR_ROLES,
  ADMINISTRATORS,
  type AdministratorWire,
} from '../../../contract/backoffice/administrators'
import { PASSWORD_RULE_HINT } from '../../../domain/password-rule'
import type { FormField } from '../../kit/backoffice/form-field'
import type { FormValues } from '../../kit/backoffice/form-values'
import { resourceScreen } from '../../kit/backoffice/resource-screen'

// The administrator form (spec §2 `administration`): a password on creation, an optional new one on update.

const ROLE_OPTIONS = ADMINISTRATOR_ROLES.map((role) => ({ value: role, label: ADMINISTRATOR_ROLE_LABELS[role] }))
const PASSWORD_HINT = PASSWORD_RULE_HINT

const IDENTITY_FIELDS: readonly FormField[] = [
  { name: 'login', label: 'Login', required: true, autoComplete: 'off' },
  { name: 'email', label: 'E-mail', kind: 'email', required: true, autoComplete: 'off' },
  { name: 'role', label: 'Rôle', kind: 'select', required: true, options: ROLE_OPTIONS },
  { name: 'active', label: 'Compte actif', kind: 'checkbox' },
]

export const ADMINISTRATOR_CREATE_FIELDS: readonly FormField[] = [
  ...IDENTITY_FIELDS,
  {
    name: 'password',
    label: 'Mot de passe',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
    hint: PASSWORD_HINT,
  },
]

export const ADMINISTRATOR_UPDATE_FIELDS: readonly FormField[] = [
  ...IDENTITY_FIELDS,
  {
    name: 'password',
    label: 'Nouveau mot de passe',
    kind: 'password',
    autoComplete: 'new-password',
    hint: `Laissez vide pour garder le mot de passe actuel. ${PASSWORD_HINT}`,
  },
]

/** French names of the fields, for the history panel. */
export const ADMINISTRATOR_LABELS: Readonly<Record<string, string>> = {
  login: 'Login',
  email: 'E-mail',
  role: 'Rôle',
  active: 'Compte actif',
  password_hash: 'Mot de passe',
}

export const EMPTY_ADMINISTRATOR: FormValues = { login: '', email: '', role: 'admin', active: true, password: '' }

export function administratorValues(administrator: AdministratorWire): FormValues {
  return {
    login: administrator.login,
    email: administrator.email,
    role: administrator.role,
    active: administrator.active,
    password: '',
  }
}

export const roleLabel = (role: string) =>
  role in ADMINISTRATOR_ROLE_LABELS ? ADMINISTRATOR_ROLE_LABELS[role as keyof typeof ADMINISTRATOR_ROLE_LABELS] : role

export const ADMINISTRATOR_SCREEN = resourceScreen(
  ADMINISTRATORS,
  '/backoffice/administration',
  { title: 'Administrateurs', create: 'Créer un administrateur', the: 'l’administrateur' },
  (administrator) => administrator.login,
)
