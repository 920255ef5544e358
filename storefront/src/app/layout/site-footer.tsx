import { Link } from "react-router"
import { CATEGORIES, CATEGORY_HANDLES } from "@/lib/categories"
import { DEFAULT_STORE_NAME, useConfig, type StoreConfig } from "@/lib/config"
import { phoneHref, socialLinks, whatsappHref } from "@/lib/contact-links"
import { SocialLinks } from "@/components/social-links"
import styles from "./site-footer.module.css"

/** Contact details and social links come from /api/config; anything not configured is left out. */
export function SiteFooter() {
  const { data } = useConfig()
  const storeName = data?.storeName ?? DEFAULT_STORE_NAME
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{storeName}</p>
          <p className={styles.tagline}>Alcohol-free perfumes, attars, incense sticks and home sprays.</p>
        </div>
        <nav aria-label="Shop">
          <h2 className={styles.heading}>Shop</h2>
          <ul role="list" className={styles.list}>
            {CATEGORY_HANDLES.map((handle) => (
              <li key={handle}>
                <Link to={CATEGORIES[handle].path}>{CATEGORIES[handle].title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2 className={styles.heading}>Help</h2>
          <ul role="list" className={styles.list}>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/shipping-returns">Shipping &amp; Returns</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/contact">Contact Us</Link>
            </li>
          </ul>
        </nav>
        {data && <ContactDetails config={data} />}
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {storeName}
      </p>
    </footer>
  )
}

function ContactDetails({ config }: { config: StoreConfig }) {
  const { phone, email, whatsapp, hours } = config.contact
  const social = socialLinks(config.social)
  const whatsappDigits = whatsapp.replace(/\D/g, "")

  if (!phone && !email && !whatsappDigits && !hours && social.length === 0) {
    return null
  }

  return (
    <>
      <div>
        <h2 className={styles.heading}>Contact</h2>
        <address className={styles.list}>
          {phone && (
            <p>
              Phone: <a href={phoneHref(phone)}>{phone}</a>
            </p>
          )}
          {email && (
            <p>
              Email: <a href={`mailto:${email}`}>{email}</a>
            </p>
          )}
          {whatsappDigits && (
            <p>
              <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer">
                Chat on WhatsApp
              </a>
            </p>
          )}
          {hours && <p>Hours: {hours}</p>}
        </address>
      </div>
      {social.length > 0 && (
        <div>
          <h2 className={styles.heading}>Follow us</h2>
          <SocialLinks links={social} className={styles.list} />
        </div>
      )}
    </>
  )
}
