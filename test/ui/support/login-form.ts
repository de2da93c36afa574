import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Fills and sends the login form the way a visitor does. */
export async function submitLogin(user: UserEvent, login: string, password: string, rememberMe = false) {
  await user.type(await screen.findByLabelText('Identifiant'), login)
  await user.type(screen.getByLabelText('Mot de passe'), password)
  if (rememberMe) await user.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }))
  await user.click(screen.getByRole('button', { name: 'Se connecter' }))
}
