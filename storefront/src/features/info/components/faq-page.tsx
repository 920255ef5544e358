import { useId, useMemo, useState } from "react"
import { Link } from "react-router"
import { useConfig } from "@/lib/config"
import { FAQ, filterFaq } from "../data/faq"
import { InfoHero } from "./info-hero"
import "@/styles/info.css"

/** FAQ: a search box that filters, five categories, an accordion with one item open at a time. */
export function FaqPage() {
  const [query, setQuery] = useState("")
  const [openKey, setOpenKey] = useState<string | null>(null)
  const id = useId()
  const { data: config } = useConfig()
  const shown = useMemo(() => filterFaq(FAQ, query), [query])
  const email = config?.contact.email

  return (
    <div className="page info-page">
      <InfoHero title="Frequently Asked Questions" eyebrow="Help centre">
        <p>Answers about our fragrances, delivery, returns, payment and your account.</p>
      </InfoHero>
      <div className="faq-search" role="search">
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search the questions
        </label>
        <input
          id={`${id}-q`}
          className="input faq-search__input"
          type="search"
          placeholder="Search the questions…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="faq-search__count" aria-live="polite">
          {query.trim()
            ? `${shown.reduce((n, c) => n + c.items.length, 0)} matching ${shown.reduce((n, c) => n + c.items.length, 0) === 1 ? "question" : "questions"}`
            : ""}
        </p>
      </div>
      {shown.length === 0 && <p className="notice">No questions match “{query.trim()}”. Try another word.</p>}
      {shown.map((category) => (
        <section key={category.id} className="faq-category" aria-labelledby={`${id}-${category.id}`}>
          <h2 id={`${id}-${category.id}`} className="faq-category__title">
            {category.title}
          </h2>
          <ul className="faq-list" role="list">
            {category.items.map((item) => {
              const key = `${category.id}:${item.q}`
              const open = openKey === key
              const panelId = `${id}-${category.id}-${category.items.indexOf(item)}`
              return (
                <li key={key} className={`faq-item ${open ? "faq-item--open" : ""}`}>
                  <h3 className="faq-item__heading">
                    <button
                      type="button"
                      className="faq-item__button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenKey(open ? null : key)}
                    >
                      {item.q}
                      <span className="faq-item__icon" aria-hidden="true">
                        {open ? "−" : "+"}
                      </span>
                    </button>
                  </h3>
                  <div id={panelId} className="faq-item__panel" hidden={!open}>
                    <p>{item.a}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <aside className="support-card" aria-label="Support">
        <h2 className="support-card__title">Still have questions?</h2>
        <p>Our team replies within 24 hours.</p>
        <div className="notice-page__actions">
          <Link className="button button--primary" to="/contact">
            Contact Us
          </Link>
          {email && (
            <a className="button button--ghost" href={`mailto:${email}`}>
              {email}
            </a>
          )}
        </div>
      </aside>
    </div>
  )
}
