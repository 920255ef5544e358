import type { Checkout } from "../hooks/use-checkout"
import { BusinessBuyerOption } from "./business-buyer-option"
import { GiftWrapOption } from "./gift-wrap-option"
import { PaymentMethodChoice } from "./payment-method"
import { ShippingForm } from "./shipping-form"

/** What the shopper fills in: the address, the payment method, gift wrap (when offered) and a business purchase. */
export function CheckoutDetails({ checkout }: { checkout: Checkout }) {
  const busy = checkout.order.sending
  const { giftOffer, gift } = checkout
  return (
    <>
      <section className="panel">
        <ShippingForm value={checkout.address} onChange={checkout.changeAddress} disabled={busy} />
      </section>
      <section className="panel">
        <PaymentMethodChoice
          value={checkout.method}
          onChange={checkout.setMethod}
          disabled={busy}
          cod={checkout.codChoice}
          online={checkout.online}
        />
      </section>
      {giftOffer && (
        <section className="panel">
          <GiftWrapOption offer={giftOffer} wrapped={gift.wrapped} message={gift.message} onChange={checkout.setGift} disabled={busy} />
        </section>
      )}
      <section className="panel">
        <BusinessBuyerOption value={checkout.business} onChange={checkout.changeBusiness} disabled={busy} />
      </section>
    </>
  )
}
