import { Accordion } from 'radix-ui'
import type { ContentPage } from '../../../application/showcase/showcase-content'
import { PageHeader } from '../components/page-header'
import { RichText } from '../components/rich-text'
import { RelatedPages } from '../content-page/related-pages'
import layout from '../content-page/content-page.module.css'
import styles from './faq.module.css'

/** The FAQ as an accordion: each question is a heading whose button shows or hides its answer. */
export function FaqScreen({ page }: { page: ContentPage }) {
  return (
    <div className={layout.layout}>
      <article className={layout.article}>
        <PageHeader title={page.title} lead={page.description} />
        {page.questions.length === 0 ? (
          <RichText html={page.html} />
        ) : (
          <Accordion.Root type="multiple" className={styles.accordion}>
            {page.questions.map((entry, index) => (
              <Accordion.Item key={entry.question} value={`question-${index + 1}`} className={styles.item}>
                <Accordion.Header asChild>
                  <h2 className={styles.header}>
                    <Accordion.Trigger className={styles.trigger}>
                      <span>{entry.question}</span>
                      <span className={styles.icon} aria-hidden="true" />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className={styles.content}>
                  <RichText html={entry.answerHtml} className={styles.answer} />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </article>
      <RelatedPages current={page.slug} />
    </div>
  )
}
