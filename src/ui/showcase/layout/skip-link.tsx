import styles from './skip-link.module.css'

export const MAIN_CONTENT_ID = 'contenu'

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      Aller au contenu principal
    </a>
  )
}
