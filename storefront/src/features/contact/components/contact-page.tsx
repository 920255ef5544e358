import { Link } from "react-router"
import { useConfig } from "@/lib/config"
import { useDocumentTitle } from "@/lib/use-document-title"
import { Button, buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { ContactForm } from "./contact-form"
import "@/styles/forms.css"
import styles from "./contact-page.module.css"

type Props = {
  signedIn: boolean
  loading: boolean
  prefill: { name: string; email: string }
  onLoginPrompt: () => void
}

const FAQ_TEASER = [
  "How long does delivery take?",
  "Are your perfumes alcohol-free?",
  "How do I pay by UPI QR code?",
  "Can I cancel my order?",
  "What is your return policy?",
  "How do I track my order?",
]

/** /contact: hero, contact details, social links, the message form and an FAQ teaser. */
export function ContactPage({ signedIn, loading, prefill, onLoginPrompt }: Props) {
  useDocumentTitle("Contact Us")
  const { data: config } = useConfig()
  const contact = config?.contact
  const social = [
    { label: "Instagram", href: config?.social.instagram },
    { label: "Facebook", href: config?.social.facebook },
    { label: "YouTube", href: config?.social.youtube },
  ].filter((s) => s.href)

  return (
    <div className={cx("page", styles.root)}>
      <header className={styles.hero}>
        <p className={styles.heroEyebrow}>We&apos;re here to help</p>
        <h1 className={styles.heroTitle}>Contact Us</h1>
        <p className={styles.heroText}>
          Questions about a fragrance, an order or a delivery? Write to us: we reply by e-mail within 24 hours.
        </p>
      </header>

      <div className={styles.layout}>
        <aside>
          <section className="panel" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="panel__title">
              Get in touch
            </h2>
            <dl className={styles.list}>
              {contact?.phone && (
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
                  </dd>
                </div>
              )}
              {contact?.email && (
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </dd>
                </div>
              )}
              {contact?.whatsapp && (
                <div>
                  <dt>WhatsApp</dt>
                  <dd>
                    <a href={`https://wa.me/${contact.whatsapp.replace(/\D/g, "")}`} target="_blank" rel="noopener noreferrer">
                      Chat with us
                    </a>
                  </dd>
                </div>
              )}
              <div>
                <dt>Hours</dt>
                <dd>24/7</dd>
              </div>
              <div>
                <dt>Email response</dt>
                <dd>Within 24 hours</dd>
              </div>
            </dl>
            {social.length > 0 && (
              <>
                <h3 className={styles.cardSubtitle}>Follow us</h3>
                <ul role="list" className={styles.social}>
                  {social.map((s) => (
                    <li key={s.label}>
                      <a href={s.href} target="_blank" rel="noopener noreferrer">
                        {s.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </aside>

        <section className="panel" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="panel__title">
            Send us a message
          </h2>
          {loading ? (
            <p className={styles.login}>Loading…</p>
          ) : signedIn ? (
            <ContactForm key={prefill.email} prefill={prefill} />
          ) : (
            <div className={styles.login}>
              <p>Please login to contact us. We use your account to reply and to find your orders.</p>
              <div className={styles.loginActions}>
                <Button onClick={onLoginPrompt}>Login to Contact Us</Button>
                <Link className={buttonClass({ variant: "ghost" })} to="/signup" state={{ from: "/contact" }}>
                  Sign Up
                </Link>
              </div>
            </div>
          )}
        </section>
      </div>

      <section className={styles.faq} aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title" className={styles.faqTitle}>
          Frequently asked questions
        </h2>
        <ul role="list" className={styles.faqList}>
          {FAQ_TEASER.map((q) => (
            <li key={q}>
              <Link to="/faq">{q}</Link>
            </li>
          ))}
        </ul>
        <Link className={buttonClass({ variant: "ghost" })} to="/faq">
          See all FAQs
        </Link>
      </section>
    </div>
  )
}
