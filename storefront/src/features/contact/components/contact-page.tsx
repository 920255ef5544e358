import { useState, type FormEvent } from "react"
import { Link } from "react-router"
import { isApiError } from "@/lib/api"
import { reportApiError } from "@/lib/api-error-feedback"
import { useConfig } from "@/lib/config"
import { useDocumentTitle } from "@/lib/use-document-title"
import { useToast } from "@/components/toast"
import { Field } from "@/components/ui/field"
import { useSendContactMessage } from "../api/contact-mutations"
import { CONTACT_SUBJECTS, CONTACT_TEXTS, validateContact, type ContactForm } from "../utils/contact-rules"
import "@/styles/forms.css"
import "@/styles/contact.css"
import { Spinner } from "@/components/ui/spinner"
import { Alert } from "@/components/ui/alert"

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
    <div className="page contact-page">
      <header className="contact-hero">
        <p className="contact-hero__eyebrow">We&apos;re here to help</p>
        <h1 className="contact-hero__title">Contact Us</h1>
        <p className="contact-hero__text">
          Questions about a fragrance, an order or a delivery? Write to us: we reply by e-mail within 24 hours.
        </p>
      </header>

      <div className="contact-layout">
        <aside className="contact-aside">
          <section className="panel contact-card" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="panel__title">
              Get in touch
            </h2>
            <dl className="contact-list">
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
                <h3 className="contact-card__subtitle">Follow us</h3>
                <ul role="list" className="contact-social">
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
            <p className="contact-login">Loading…</p>
          ) : signedIn ? (
            <ContactFormView key={prefill.email} prefill={prefill} />
          ) : (
            <div className="contact-login">
              <p>Please login to contact us. We use your account to reply and to find your orders.</p>
              <div className="contact-login__actions">
                <button type="button" className="button button--primary" onClick={onLoginPrompt}>
                  Login to Contact Us
                </button>
                <Link className="button button--ghost" to="/signup" state={{ from: "/contact" }}>
                  Sign Up
                </Link>
              </div>
            </div>
          )}
        </section>
      </div>

      <section className="contact-faq" aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title" className="contact-faq__title">
          Frequently asked questions
        </h2>
        <ul role="list" className="contact-faq__list">
          {FAQ_TEASER.map((q) => (
            <li key={q}>
              <Link to="/faq">{q}</Link>
            </li>
          ))}
        </ul>
        <Link className="button button--ghost" to="/faq">
          See all FAQs
        </Link>
      </section>
    </div>
  )
}

function ContactFormView({ prefill }: { prefill: { name: string; email: string } }) {
  const toast = useToast()
  const [form, setForm] = useState<ContactForm>({ name: prefill.name, email: prefill.email, phone: "", subject: "", message: "" })
  const send = useSendContactMessage()
  const sending = send.isPending
  const [error, setError] = useState<string | null>(null)
  const set = (key: keyof ContactForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const invalid = validateContact(form)
    if (invalid) {
      setError(invalid)
      return toast.error(invalid)
    }
    setError(null)
    send.mutate(form, {
      onSuccess: (answer) => {
        toast.success(answer.message || CONTACT_TEXTS.thanks)
        const email = form.email.trim()
        if (answer.confirmationSent !== false) setTimeout(() => toast.info(CONTACT_TEXTS.confirmation(email)), 2000)
        setForm((f) => ({ ...f, phone: "", subject: "", message: "" }))
      },
      // No answer at all: the client's own reason (network or timeout) is the message.
      onError: (e) => setError(reportApiError(e, { failed: CONTACT_TEXTS.failed, network: isApiError(e) ? e.message : CONTACT_TEXTS.failed }, toast.error).message),
    })
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="form__row form__row--2">
        <Field label="Full name" required>
          {(field) => <input {...field} className="input" name="name" value={form.name} onChange={set("name")} autoComplete="name" required />}
        </Field>
        <Field label="Email" required>
          {(field) => <input {...field} className="input" type="email" name="email" value={form.email} onChange={set("email")} autoComplete="email" required />}
        </Field>
      </div>
      <div className="form__row form__row--2">
        <Field label="Phone">
          {(field) => <input {...field} className="input" type="tel" name="phone" value={form.phone} onChange={set("phone")} autoComplete="tel" />}
        </Field>
        <Field label="Subject" required>
          {(field) => (
            <select {...field} className="select" name="subject" value={form.subject} onChange={set("subject")} required>
              <option value="">Choose a subject</option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" required>
        {(field) => <textarea {...field} className="textarea" name="message" rows={6} value={form.message} onChange={set("message")} required minLength={10} />}
      </Field>
      <p className="contact-required-note">Fields marked * are required. A confirmation e-mail will follow your message.</p>
      <button type="submit" className="button button--primary contact-submit" disabled={sending}>
        {sending ? (
          <>
            <Spinner /> {CONTACT_TEXTS.sending}
          </>
        ) : (
          "Send Message"
        )}
      </button>
    </form>
  )
}
