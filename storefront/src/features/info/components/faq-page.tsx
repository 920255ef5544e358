import { useId, useMemo, useState } from "react"
import { Link } from "react-router"
import { useConfig } from "@/lib/config"
import { faqFor, filterFaq } from "../data/faq"
import { InfoHero } from "./info-hero"
import { ActionRow } from "@/components/action-row"
import { Notice } from "@/components/notice"
import { buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import styles from "./faq-page.module.css"
import { InfoPage } from "./info-layout"

/** FAQ: a search box that filters, five categories, an accordion with one item open at a time. */
export function FaqPage() {
  const [query, setQuery] = useState("")
  const [openKey, setOpenKey] = useState<string | null>(null)
  const id = useId()
  const { data: config } = useConfig()
  const cod = config?.cod ?? null
  const google = !!config?.googleClientId
  const returns = config?.returns
  const faq = useMemo(() => faqFor({ cod, google, returns }), [cod, google, returns])
  const shown = useMemo(() => filterFaq(faq, query), [faq, query])
  const email = config?.contact.email

  return (
    <InfoPage>
      <InfoHero title="Frequently Asked Questions" eyebrow="Help centre">
        <p>Answers about our fragrances, delivery, returns, payment and your account.</p>
      </InfoHero>
      <div className={styles.search} role="search">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search the questions
        </label>
        <input
          id={`${id}-q`}
          className={cx("input", styles.searchInput)}
          type="search"
          placeholder="Search the questions…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className={styles.count} aria-live="polite">
          {query.trim()
            ? `${shown.reduce((n, c) => n + c.items.length, 0)} matching ${shown.reduce((n, c) => n + c.items.length, 0) === 1 ? "question" : "questions"}`
            : ""}
        </p>
      </div>
      {shown.length === 0 && <Notice as="p">No questions match “{query.trim()}”. Try another word.</Notice>}
      {shown.map((category) => (
        <section key={category.id} className={styles.category} aria-labelledby={`${id}-${category.id}`}>
          <h2 id={`${id}-${category.id}`} className={styles.categoryTitle}>
            {category.title}
          </h2>
          <ul className={styles.list} role="list">
            {category.items.map((item) => {
              const key = `${category.id}:${item.q}`
              const open = openKey === key
              const panelId = `${id}-${category.id}-${category.items.indexOf(item)}`
              return (
                <li key={key} className={cx(styles.item, open && styles.open)}>
                  <h3 className={styles.heading}>
                    <button
                      type="button"
                      className={styles.question}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenKey(open ? null : key)}
                    >
                      {item.q}
                      <span className={styles.icon} aria-hidden="true">
                        {open ? "−" : "+"}
                      </span>
                    </button>
                  </h3>
                  <div id={panelId} className={styles.answer} hidden={!open}>
                    <p>{item.a}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <aside className={styles.supportCard} aria-label="Support">
        <h2 className={styles.supportTitle}>Still have questions?</h2>
        <p>Our team replies within 24 hours.</p>
        <ActionRow>
          <Link className={buttonClass()} to="/contact">
            Contact Us
          </Link>
          {email && (
            <a className={buttonClass({ variant: "ghost" })} href={`mailto:${email}`}>
              {email}
            </a>
          )}
        </ActionRow>
      </aside>
    </InfoPage>
  )
}
