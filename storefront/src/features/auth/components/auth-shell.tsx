import type { ReactNode } from "react"
import "@/styles/forms.css"
import { cx } from "@/components/ui/cx"
import { useConfig } from "@/lib/config"
import { paymentMethodsText } from "@/lib/shop-facts"
import styles from "./auth-shell.module.css"

type Props = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }

/** The sign-in pages' frame: a brand panel beside the form (stacked on phones). */
export function AuthShell({ title, subtitle, children, footer }: Props) {
  const { data: config } = useConfig()
  return (
    <div className={cx("page", styles.root)}>
      <div className={styles.card}>
        <aside className={styles.brand} aria-hidden="true">
          <p className={styles.eyebrow}>Sugandh</p>
          <p className={styles.quote}>Alcohol-free fragrances, crafted for every mood.</p>
          <ul role="list" className={styles.perks}>
            <li>Free delivery on orders of ₹599 or more</li>
            <li>Pay by {paymentMethodsText(!!config?.cod)}</li>
            <li>Track every order</li>
          </ul>
        </aside>
        <section className={styles.body} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </section>
      </div>
    </div>
  )
}
