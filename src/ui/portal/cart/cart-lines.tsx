import type { CartLine } from '../../../application/portal/ports/cart-gateway'
import { formatEuros } from '../../../domain/money'
import table from '../../kit/data-table/data-table.module.css'
import { ProductLineHeaders, TotalAndActionsHeaders } from '../../kit/data-table/product-line-cells'
import { CartLineQuantity, RemoveCartLineButton } from './cart-line-actions'
import { CartLineArtwork } from './cart-line-artwork'
import styles from './cart-lines.module.css'
import { CartLineUnitPrice, NextTierHint } from '../pricing/cart-line-pricing'
import { EstimatedDelivery } from '../pricing/estimated-delivery'
import { inStockText } from '../../../domain/brand-stock'

/** The back office's product image, small; the name beside it says what it shows. */
function Thumbnail({ url }: { url: string | null }) {
  if (url === null) return <span className={styles.noImage} aria-hidden="true" />
  return <img className={styles.thumbnail} src={url} alt="" width={56} height={56} loading="lazy" decoding="async" />
}

// A table on wide screens; on a phone each line becomes a card (cart-lines.module.css), each cell
// then naming itself through data-label.
export function CartLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <div className={`${table.wrapper} ${styles.wrapper}`}>
      <table className={`${table.table} ${table.cards}`}>
        <caption>Produits du panier</caption>
        <thead>
          <tr>
            <ProductLineHeaders />
            <th scope="col">Quantité</th>
            <TotalAndActionsHeaders />
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                <div className={styles.product}>
                  <Thumbnail url={line.product.imageUrl} />
                  <div>
                    {line.product.name}
                    <br />
                    <small>Réf. {line.product.reference}</small>
                    <EstimatedDelivery day={line.estimatedDelivery} />
                  </div>
                </div>
              </th>
              <td data-label="Option">
                {line.option.label}
                {line.stock === null ? null : (
                  <>
                    <br />
                    <small>{inStockText(line.stock)}</small>
                  </>
                )}
                {/* From stock: already printed, no file to choose (docs/decisions/077-brand-stock.md). */}
                {line.option.proofRequired && !line.fromStock ? <CartLineArtwork line={line} /> : null}
              </td>
              <td data-label="Prix unitaire HT" className={table.numeric}>
                <CartLineUnitPrice line={line} />
              </td>
              <td data-label="Quantité" className={styles.quantity}>
                <CartLineQuantity line={line} />
                <NextTierHint line={line} />
              </td>
              {/* The server's total at the break reached, never a price times the quantity computed here. */}
              <td data-label="Total HT" className={table.numeric}>
                {formatEuros(line.lineTotalCents)}
              </td>
              <td className={styles.actions}>
                <RemoveCartLineButton line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
