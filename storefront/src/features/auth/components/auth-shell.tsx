import type { ReactNode } from "react"
import "@/styles/forms.css"
import "@/styles/auth.css"

type Props = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }

/** The sign-in pages' frame: a brand panel beside the form (stacked on phones). */
export function AuthShell({ title, subtitle, children, footer }: Props) {
  return (
    <div className="page auth-page">
      <div className="auth-card">
        <aside className="auth-card__brand" aria-hidden="true">
          <p className="auth-card__eyebrow">Sugandh</p>
          <p className="auth-card__quote">Alcohol-free fragrances, crafted for every mood.</p>
          <ul role="list" className="auth-card__perks">
            <li>Free delivery above ₹599</li>
            <li>Pay by UPI QR or bank transfer</li>
            <li>Track every order</li>
          </ul>
        </aside>
        <section className="auth-card__form" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
          {footer && <div className="auth-card__footer">{footer}</div>}
        </section>
      </div>
    </div>
  )
}
