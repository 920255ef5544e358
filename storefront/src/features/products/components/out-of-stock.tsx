import styles from "./out-of-stock.module.css"

/** The red "Out of stock" line of a card and of the product page. */
export function OutOfStock() {
  return <p className={styles.note}>Out of stock</p>
}
