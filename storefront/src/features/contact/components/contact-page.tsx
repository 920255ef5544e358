import { Link } from "react-router"
import { useConfig } from "@/lib/config"
import { phoneHref, socialLinks, whatsappHref } from "@/lib/contact-links"
import { Button, buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { DetailRow } from "@/components/ui/detail-row"
import { SocialLinks } from "@/components/social-links"
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
  const { data: config } = useConfig()
  const contact = config?.contact
  const social = config ? socialLinks(config.social) : []

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
                <DetailRow term="Phone">
                  <a href={phoneHref(contact.phone)}>{contact.phone}</a>
                </DetailRow>
              )}
              {contact?.email && (
                <DetailRow term="Email">
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </DetailRow>
              )}
              {contact?.whatsapp && (
                <DetailRow term="WhatsApp">
                  <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                    Chat with us
                  </a>
                </DetailRow>
              )}
              <DetailRow term="Hours">24/7</DetailRow>
              <DetailRow term="Email response">Within 24 hours</DetailRow>
            </dl>
            {social.length > 0 && (
              <>
                <h3 className={styles.cardSubtitle}>Follow us</h3>
                <SocialLinks links={social} className={styles.social} />
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
