// The relaunch warning of a brand's stock (docs/decisions/077-brand-stock.md, templates of decision 072): mailed to
// the brand's head office (or its shops) and to the order desk when a relaunch day comes near, once per run.
import { stockQuantityText } from '../../../../src/domain/brand-stock'
import { countOf } from '../../../../src/domain/french-plural'
import { relaunchText, stockOutText } from '../../../../src/domain/stock-forecast'
import { Letterhead, type MailContext } from './letterhead'
import { ActionButton, type ComposedMail, MailText, MailTitle, siteLink } from './mail-blocks'

/** One account's forecast, as the warning tells it; days as 'YYYY-MM-DD'. */
export type MailStockAlert = {
  brandName: string
  productName: string
  optionLabel: string
  balance: number
  stockOutDay: string
  relaunchBefore: string
  overdue: boolean
  suggestedRun: number
  weeks: number
}

export type StockAlertMailData = MailContext & { alert: MailStockAlert; reader: 'brand' | 'desk' }

export const stockAlertSubject = ({ alert }: Pick<StockAlertMailData, 'alert'>): string =>
  `Relancer une production : ${alert.productName} – ${alert.optionLabel}`

// The head office reads its forecast at /account/stock; the order desk works from the back office's stock.
const actionOf = (reader: StockAlertMailData['reader']) =>
  reader === 'brand'
    ? { path: '/account/stock', label: 'Voir le stock' }
    : { path: '/backoffice/stock', label: 'Ouvrir le stock' }

const units = (quantity: number) => `${stockQuantityText(quantity)} ${quantity < 2 ? 'unité' : 'unités'}`

function StockAlertMail(data: StockAlertMailData) {
  const subject = stockAlertSubject(data)
  const { alert } = data
  const action = actionOf(data.reader)
  const weeksText = countOf(alert.weeks, 'semaine', 'semaines')
  return (
    <Letterhead company={data.company} preview={subject}>
      <MailTitle>{subject}</MailTitle>
      <MailText>
        Stock de {alert.brandName} pour {alert.productName} – {alert.optionLabel} : {units(alert.balance)}.
      </MailText>
      <MailText>{stockOutText(alert.stockOutDay)}.</MailText>
      <MailText>
        {relaunchText(alert.relaunchBefore)}
        {alert.overdue ? ' : cette date est passée, relancez dès maintenant.' : '.'}
      </MailText>
      <MailText>
        Quantité suggérée : {units(alert.suggestedRun)}, de quoi couvrir {weeksText} de consommation.
      </MailText>
      <ActionButton href={siteLink(data.publicUrl, action.path)} label={action.label} />
    </Letterhead>
  )
}

export function stockAlertMail(data: StockAlertMailData): ComposedMail {
  return { subject: stockAlertSubject(data), element: <StockAlertMail {...data} /> }
}
