import { Link } from "react-router"
import { returnPolicyText, RETURN_POLICY_FACTS_DEFAULT } from "@sugandh/contract"
import { useConfig } from "@/lib/config"
import { InfoHero } from "./info-hero"
import { formatPrice } from "@/lib/format-price"
import { InfoHighlights, InfoPage, InfoProse } from "./info-layout"
import { phoneHref } from "@/lib/contact-links"
import { DELIVERY_TIMES, hoursText } from "@/lib/shop-facts"

/** Shipping & Returns (requirements INF-02): ₹599 free delivery, the delivery zones' times, returns within the policy's window from delivery (issue 45), 2-hour cancellation. */
export function ShippingReturnsPage() {
  const { data: config } = useConfig()
  const policy = returnPolicyText(config?.returns ?? RETURN_POLICY_FACTS_DEFAULT)
  const contact = config?.contact
  return (
    <InfoPage>
      <InfoHero title="Shipping & Returns" eyebrow="Policies">
        <p>How we deliver your order, and how to return an item.</p>
      </InfoHero>
      <InfoHighlights>
        <li>
          <strong>Free delivery</strong>
          <span>on orders of ₹599 or more</span>
        </li>
        <li>
          <strong>{DELIVERY_TIMES.usual}</strong>
          <span>delivery across most of India</span>
        </li>
        <li>
          <strong>{policyDays(config?.returns?.windowDays ?? RETURN_POLICY_FACTS_DEFAULT.windowDays)}</strong>
          <span>from delivery to ask for a return</span>
        </li>
        <li>
          <strong>2 hours</strong>
          <span>to cancel an unshipped order</span>
        </li>
      </InfoHighlights>
      <InfoProse>
        <section>
          <h2>Shipping</h2>
          <p>
            Every order of ₹599 or more ships free. Orders below ₹599 carry a standard shipping charge, shown in your order summary before
            you pay.
          </p>
          <p>
            Orders are packed within one working day of confirmation and delivered in {DELIVERY_TIMES.usual}, depending on your PIN code:
            within our own state usually sooner. Parcels to {DELIVERY_TIMES.remoteAreas} take {DELIVERY_TIMES.remote} and are sent prepaid
            only. Check delivery on any product page gives the expected date for your PIN code.
          </p>
          {config?.cod && (
            <p>
              Cash on delivery is offered at checkout where your PIN code allows it, for a fee of {formatPrice(config.cod.fee)}. Confirm a
              cash on delivery order from My Orders or the link in your e-mail within {hoursText(config.cod.confirmHours)}; an order not
              confirmed by then is cancelled automatically.
            </p>
          )}
        </section>
        <section>
          <h2>Tracking your order</h2>
          <p>
            As soon as your parcel is dispatched we send you its tracking number by email, with a tracking link when the courier offers one.
            You can also follow the status under <Link to="/orders">My Orders</Link>.
          </p>
        </section>
        <section>
          <h2>Returns and refunds</h2>
          <ol>
            <li>{policy.window}</li>
            <li>{policy.photos}</li>
            <li>{policy.changedMind}</li>
            <li>{policy.refund}</li>
          </ol>
        </section>
        <section>
          <h2>Cancellations</h2>
          <p>
            You can cancel an order within 2 hours of placing it, as long as it has not been shipped. Open{" "}
            <Link to="/orders">My Orders</Link> and choose Cancel.
          </p>
        </section>
        <section>
          <h2>Contact and support hours</h2>
          <p>Our support team is available {contact?.hours || "24/7"} and replies to emails within 24 hours.</p>
          <ul>
            {contact?.phone && (
              <li>
                Phone: <a href={phoneHref(contact.phone)}>{contact.phone}</a>
              </li>
            )}
            {contact?.email && (
              <li>
                Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            <li>
              Or write to us through the <Link to="/contact">contact form</Link>.
            </li>
          </ul>
        </section>
      </InfoProse>
    </InfoPage>
  )
}

const policyDays = (n: number) => (n === 1 ? "1 day" : `${n} days`)
