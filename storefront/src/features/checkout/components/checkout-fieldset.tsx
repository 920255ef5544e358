import type { ReactNode } from "react"
import styles from "./checkout-fieldset.module.css"

/** A checkout step (address, payment method) under its title; `disabled` locks it while the order is placed. */
export function CheckoutFieldset({ legend, disabled, children }: { legend: string; disabled?: boolean; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className="panel__title">{legend}</legend>
      {children}
    </fieldset>
  )
}
