import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react"
import { useQuery } from "@tanstack/react-query"
import { PIN_PATTERN, pincodeQueryOptions } from "@/lib/pincodes"
import { Link } from "react-router"
import { useConfig } from "@/lib/config"
import { formatPrice } from "@/lib/format-price"
import type { PlaceOrderInput } from "../api/checkout-api"
import { useCoupon } from "../hooks/use-coupon"
import { usePlaceOrder } from "../hooks/use-place-order"
import type { AppliedCoupon, CheckoutItem, PaymentMethod, PlaceOrderAnswer, ShippingAddress, Totals } from "../types"
import { CHECKOUT_TEXTS } from "../utils/shipping"
import { CouponBox } from "./coupon-box"
import { BusinessBuyerOption } from "./business-buyer-option"
import { GiftWrapOption } from "./gift-wrap-option"
import { withGiftWrap } from "../utils/gift-wrap"
import { codUnavailableReason, withCodFee } from "../utils/cod"
import { PaymentInstructions } from "./payment-instructions"
import { PaymentMethodChoice } from "./payment-method"
import { ShippingForm } from "./shipping-form"
import { VerifyEmailNotice } from "./verify-email-notice"
import "@/styles/forms.css"
import { Icon } from "@/components/ui/icon"
import { BusyText } from "@/components/ui/spinner"
import { StateCard } from "@/components/ui/state-card"
import { SignInGate } from "@/components/sign-in-gate"
import { Alert, FormAlert } from "@/components/ui/alert"
import { Button, buttonClass } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { Breadcrumb } from "@/components/breadcrumb"
import styles from "./checkout-view.module.css"

type SummaryRenderArgs = {
  totals: Totals | null
  couponCode: string | null
  updating: boolean
  children: ReactNode
  actions: ReactNode
}

type Props = {
  signedIn: boolean
  /** Auth or the cart is still loading. */
  loading: boolean
  prefill: ShippingAddress
  /** The signed-in account's e-mail: where a new verification link goes when the server asks for one. */
  accountEmail?: string | null
  /** The profile's GSTIN and business name: Business purchase starts ticked with them. */
  businessPrefill?: { gstin: string; name: string } | null
  items: CheckoutItem[]
  /** The cart's totals as the server last answered them. */
  cartTotals: Totals | null
  /** The coupon on the server cart; the box shows it (the server cart is the truth). */
  cartCoupon: AppliedCoupon | null
  cartUpdating: boolean
  reloadCart: () => void
  onOrderPlaced: () => void
  /** The app layer draws the Order Summary (the cart's component). */
  renderSummary: (args: SummaryRenderArgs) => ReactNode
}

/** /checkout: address, payment method, coupon, the server's totals and Place Order. */
export function CheckoutView(props: Props) {
  const { signedIn, loading, items } = props

  return (
    <SignInGate
      loading={loading}
      loadingLabel="Loading checkout…"
      signedIn={signedIn}
      icon={<Icon name="lock" size={28} />}
      title="Login to checkout"
      text="Please login to make a purchase."
      from="/checkout"
    >
      <CheckoutForm key="checkout" {...props} emptyCart={items.length === 0} />
    </SignInGate>
  )
}

function CheckoutForm({
  prefill,
  accountEmail = null,
  businessPrefill,
  items,
  cartTotals,
  cartCoupon,
  cartUpdating,
  reloadCart,
  onOrderPlaced,
  renderSummary,
  emptyCart,
}: Props & { emptyCart: boolean }) {
  const { data: config } = useConfig()
  const [address, setAddress] = useState<ShippingAddress>(prefill)
  const [touched, setTouched] = useState(false)
  const [method, setMethod] = useState<PaymentMethod>("qr-code")
  /** Totals newer than the cart's: a coupon answer or a 409 "total changed" answer. */
  const [override, setOverride] = useState<Totals | null>(null)
  const [placed, setPlaced] = useState<PlaceOrderAnswer | null>(null)
  const [gift, setGift] = useState({ wrapped: false, message: "" })
  const [business, setBusiness] = useState({
    chosen: !!businessPrefill,
    gstin: businessPrefill?.gstin ?? "",
    name: businessPrefill?.name ?? "",
  })
  // The profile may arrive after the page: prefill until the shopper changes the business fields.
  const [businessTouched, setBusinessTouched] = useState(false)
  useEffect(() => {
    if (!businessTouched && businessPrefill) setBusiness({ chosen: true, gstin: businessPrefill.gstin, name: businessPrefill.name })
  }, [businessPrefill, businessTouched])

  // The profile may arrive after the page: prefill until the shopper types.
  useEffect(() => {
    if (!touched) setAddress((current) => (JSON.stringify(current) === JSON.stringify(prefill) ? current : prefill))
  }, [prefill, touched])

  const onCouponTotals = useCallback(
    (totals: Totals | null) => {
      setOverride(totals)
      reloadCart()
    },
    [reloadCart]
  )
  const coupon = useCoupon(cartTotals?.subtotal ?? 0, onCouponTotals, cartCoupon)
  const offer = config?.giftWrap ?? null
  const wrapped = gift.wrapped && offer !== null
  const codOffer = config?.cod ?? null
  // Cash on delivery: the PIN's zone must allow it (the shipping form's own look-up, shared by its query key).
  const pin = address.zipCode.trim()
  const pinLookup = useQuery({ ...pincodeQueryOptions(pin), enabled: PIN_PATTERN.test(pin) })
  const pinCod = pinLookup.data && pinLookup.data.pin === pin ? pinLookup.data.cod : null
  const wrappedTotals = useMemo(() => withGiftWrap(override ?? cartTotals, offer, wrapped), [override, cartTotals, offer, wrapped])
  const codUnavailable = codUnavailableReason(codOffer, { pin, cod: pinCod }, wrappedTotals)
  // A choice the PIN or the total no longer allows falls back to UPI.
  useEffect(() => {
    if (method === "cod" && codUnavailable) setMethod("qr-code")
  }, [method, codUnavailable])
  const cod = method === "cod" && !codUnavailable
  // The totals shown and sent: the server's, with the wrap's charge and the COD fee (and the GST in them) when chosen.
  const totals = useMemo(() => withCodFee(wrappedTotals, codOffer, cod), [wrappedTotals, codOffer, cod])

  const input = useMemo<PlaceOrderInput | null>(
    () =>
      totals
        ? {
            items,
            shippingAddress: address,
            paymentMethod: method,
            couponCode: coupon.applied?.code ?? null,
            giftWrap: wrapped ? { message: gift.message } : null,
            business: business.chosen ? { gstin: business.gstin, name: business.name } : null,
            totals,
          }
        : null,
    [items, address, method, coupon.applied, wrapped, gift.message, business, totals]
  )
  const order = usePlaceOrder(input, {
    signedIn: true,
    onTotalsChanged: useCallback(
      (next: Totals) => {
        setOverride(next)
        reloadCart()
      },
      [reloadCart]
    ),
    onPlaced: useCallback(
      (answer: PlaceOrderAnswer) => {
        setPlaced(answer)
        onOrderPlaced()
      },
      [onOrderPlaced]
    ),
  })

  if (placed) {
    return (
      <div className={cx("page page--narrow", styles.done)} data-testid="order-placed">
        <div className={styles.doneHead}>
          <span className={styles.doneIcon} aria-hidden="true">
            <Icon name="check" size={34} strokeWidth={2.2} />
          </span>
          <h1 className="page__title">Order placed!</h1>
          <p className="page-heading__text">
            {placed.payment.method === "cod" ? (
              <>
                Order <strong>{placed.order.orderNumber}</strong> is waiting for your confirmation. Taking you to your orders…
              </>
            ) : (
              <>
                Order <strong>{placed.order.orderNumber}</strong> is waiting for your payment. Taking you to your orders…
              </>
            )}
          </p>
        </div>
        <PaymentInstructions orderNumber={placed.order.orderNumber} payment={placed.payment} whatsappUrl={placed.whatsappUrl} />
      </div>
    )
  }

  if (emptyCart) {
    return (
      <div className="page">
        <StateCard
          icon={<Icon name="cart" size={28} />}
          title={CHECKOUT_TEXTS.emptyCart}
          text="Add something you love before checking out."
          actions={
            <Link className={buttonClass()} to="/categories">
              Browse Categories
            </Link>
          }
        />
      </div>
    )
  }

  const busy = order.sending
  const couponCode = coupon.applied?.code ?? null

  return (
    <div className="page">
      <Breadcrumb
        trail={[
          { to: "/", label: "Home" },
          { to: "/cart", label: "Cart" },
        ]}
        current="Checkout"
      />
      <header className="page-heading">
        <h1 className="page__title">Checkout</h1>
        <p className={cx("page-heading__text", styles.headingText)}>
          <Icon name="lock" size={16} /> Secure checkout with 256-bit encryption
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className="panel">
            <ShippingForm
              value={address}
              onChange={(next) => {
                setTouched(true)
                setAddress(next)
              }}
              disabled={busy}
            />
          </section>
          <section className="panel">
            <PaymentMethodChoice
              value={method}
              onChange={setMethod}
              disabled={busy}
              cod={codOffer ? { fee: codOffer.fee, unavailable: codUnavailable } : null}
            />
          </section>
          {offer && (
            <section className="panel">
              <GiftWrapOption offer={offer} wrapped={gift.wrapped} message={gift.message} onChange={setGift} disabled={busy} />
            </section>
          )}
          <section className="panel">
            <BusinessBuyerOption
              value={business}
              onChange={(next) => {
                setBusinessTouched(true)
                setBusiness(next)
              }}
              disabled={busy}
            />
          </section>
        </div>
        {renderSummary({
          totals,
          couponCode,
          updating: cartUpdating && !override,
          children: (
            <>
              <ul role="list" className={styles.items} aria-label="Items">
                {items.map((item) => (
                  <li key={item.productId} className={styles.item}>
                    <span>
                      {item.name} <span className={styles.qty}>× {item.quantity}</span>
                    </span>
                    <span>{formatPrice(item.price * item.quantity)}</span>
                  </li>
                ))}
              </ul>
              <CouponBox
                applied={coupon.applied}
                checking={coupon.checking}
                error={coupon.error}
                disabled={busy}
                suggestion={config?.festivalCode}
                onApply={(code) => void coupon.apply(code)}
                onRemove={() => void coupon.remove()}
              />
            </>
          ),
          actions: (
            <>
              {order.totalsChanged !== null && (
                <Alert tone="warning" role="alert" testId="totals-changed">
                  {order.totalsChanged || "Your order total has changed."} New total: {formatPrice(totals?.total)}
                </Alert>
              )}
              {order.error?.verifyEmail ? (
                <VerifyEmailNotice message={order.error.message} email={accountEmail} />
              ) : (
                order.error && <FormAlert message={order.error.message} details={order.error.details} />
              )}
              <Button block onClick={() => void order.place()} disabled={busy || !totals || coupon.checking} data-testid="place-order">
                <BusyText busy={busy} busyText={CHECKOUT_TEXTS.creating}>
                  {order.totalsChanged !== null
                    ? `Confirm and Place Order · ${formatPrice(totals?.total)}`
                    : `Place Order · ${formatPrice(totals?.total)}`}
                </BusyText>
              </Button>
              <p className={styles.summaryNote}>
                {method === "cod"
                  ? "Pay the courier in cash on delivery."
                  : `Pay by ${method === "qr-code" ? "UPI QR code" : "bank transfer"} after placing the order.`}
              </p>
            </>
          ),
        })}
      </div>
    </div>
  )
}
