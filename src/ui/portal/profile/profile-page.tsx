import { useSuspenseQuery } from '@tanstack/react-query'
import { formatEuros } from '../../../domain/money'
import { ACCOUNT_CRUMBS } from '../../kit/breadcrumbs/breadcrumbs'
import { PortalPage } from '../layout/portal-page'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { shopSessionQuery } from '../../app/queries/session.queries'
import { MailPreferencesSection } from './mail-preferences'
import { PasswordChangeForm } from './password-change-form'
import styles from './profile.module.css'

export function ProfilePage() {
  const runUseCase = useRunUseCase()
  const { data: shop } = useSuspenseQuery(shopSessionQuery(runUseCase))
  return (
    <PortalPage trail={ACCOUNT_CRUMBS} title="Mon profil">
      <div className={styles.columns}>
        {shop === null ? null : (
          <section className={styles.card} aria-labelledby="profile-shop">
            <h2 id="profile-shop" className={styles.sectionTitle}>
              Ma boutique
            </h2>
            <dl className={styles.facts}>
              <dt>Nom</dt>
              <dd>{shop.name}</dd>
              <dt>Identifiant</dt>
              <dd>{shop.identifiant}</dd>
              <dt>E-mail</dt>
              <dd>{shop.email}</dd>
              <dt>Enseigne</dt>
              <dd>{shop.brand.name}</dd>
              <dt>Franco de port</dt>
              <dd>{francoText(shop.brand.franco_qty, shop.brand.franco_price)}</dd>
              <dt>Frais de port hors franco</dt>
              <dd>{formatEuros(shop.brand.shipping_fee)} HT</dd>
            </dl>
          </section>
        )}
        <section className={styles.card} aria-labelledby="profile-password">
          <h2 id="profile-password" className={styles.sectionTitle}>
            Changer mon mot de passe
          </h2>
          <PasswordChangeForm />
        </section>
        <MailPreferencesSection />
      </div>
    </PortalPage>
  )
}

function francoText(quantity: number | null, amountCents: number | null): string {
  const parts: string[] = []
  if (quantity !== null && quantity > 0) parts.push(`dès ${quantity} unités`)
  if (amountCents !== null && amountCents > 0) parts.push(`dès ${formatEuros(amountCents)} HT`)
  return parts.length === 0 ? 'Non défini' : parts.join(' ou ')
}
