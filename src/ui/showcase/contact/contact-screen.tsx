import { PageHeader } from '../components/page-header'
import { ContactForm } from './contact-form'
import styles from './contact.module.css'

const LEAD =
  'Un projet d’emballage, une demande de devis ou d’échantillons ? ' +
  'Décrivez-nous votre besoin : nous vous répondons sous 48 heures ouvrées.'

/** Contact: the form, and the ways to reach the company directly. */
export function ContactScreen({ subject }: { subject: string }) {
  return (
    <>
      <PageHeader kicker="Devis et renseignements" title="Nous contacter" lead={LEAD} />
      <div className={styles.layout}>
        <ContactForm subject={subject} />
        <aside className={styles.aside} aria-labelledby="contact-direct">
          <h2 id="contact-direct" className={styles.asideTitle}>
            Nous joindre directement
          </h2>
          <address className={styles.address}>
            <strong>Écrin SAS</strong>
            <br />
            12 rue des Cartonniers
            <br />
            37000 Tours, France
          </address>
          <p>
            Téléphone : <a href="tel:+33247000000">02 47 00 00 00</a>
            <br />
            du lundi au vendredi, de 8 h 30 à 12 h 30 et de 13 h 30 à 17 h 30
          </p>
          <p>
            E-mail : <a href="mailto:contact@ecrin-emballages.fr">contact@ecrin-emballages.fr</a>
          </p>
        </aside>
      </div>
    </>
  )
}
