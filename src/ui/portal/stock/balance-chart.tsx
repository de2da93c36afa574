import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { StockOptionWire } from '../../../contract/portal/stock'
import { stockQuantityText } from '../../../domain/brand-stock'
import { calendarDayText } from '../../../domain/calendar-day-text'
import styles from './stock.module.css'

// The balance week by week and its projection (docs/decisions/077-brand-stock.md). A picture for sighted users:
// one role="img" with a spoken summary; the table beside it gives the same figures to everyone.

const shortDay = (day: string) => day.slice(8, 10) + '/' + day.slice(5, 7)

function summaryOf(option: StockOptionWire): string {
  const first = option.balance_series.find((point) => point.balance !== null)
  const last = option.balance_series.at(-1)
  const from =
    first?.balance === null || first === undefined
      ? ''
      : ` Le ${calendarDayText(first.week_ending)}, ${stockQuantityText(first.balance)} en stock ;`
  const to =
    last?.projected === null || last === undefined
      ? ''
      : ` projection : ${stockQuantityText(last.projected)} le ${calendarDayText(last.week_ending)}.`
  return `Graphique du stock de ${option.product_name}, ${option.option_label}.${from} aujourd’hui ${stockQuantityText(
    option.balance,
  )} ;${to} Les chiffres sont dans le tableau qui suit.`
}

export function BalanceChart({ option }: { option: StockOptionWire }) {
  return (
    <div className={styles.chart} role="img" aria-label={summaryOf(option)}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...option.balance_series]} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week_ending" tickFormatter={shortDay} minTickGap={16} />
          <YAxis tickFormatter={(value: number) => stockQuantityText(value)} width={64} />
          <Tooltip
            labelFormatter={(label) => calendarDayText(String(label))}
            formatter={(value) => stockQuantityText(Number(value))}
          />
          <Legend />
          <Line
            type="monotone"
            dataKey="balance"
            name="Stock"
            stroke="#1f4e79"
            strokeWidth={2}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="projected"
            name="Projection"
            stroke="#b35900"
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
