import { useCallback, useEffect, useMemo, useState } from "react"
import { useQuery } from "@tanstack/react-query"
import { PIN_PATTERN, pincodeQueryOptions } from "@/lib/pincodes"
import { useConfig } from "@/lib/config"
import type { PlaceOrderInput } from "../api/checkout-api"
import type { AppliedCoupon, CheckoutItem, PaymentMethod, PlaceOrderAnswer, ShippingAddress, Totals } from "../types"
import { withGiftWrap } from "../utils/gift-wrap"
import { codUnavailableReason, withCodFee } from "../utils/cod"
import { useCoupon } from "./use-coupon"
import { usePlaceOrder } from "./use-place-order"

/** The signed-in account as checkout reads it (the app layer hands it over from auth). */
export type CheckoutAccount = {
  signedIn: boolean
  prefill: ShippingAddress
  /** Where a new verification link goes when the server asks for one. */
  email: string | null
  /** The profile's GSTIN and business name: Business purchase starts ticked with them. */
  businessPrefill: { gstin: string; name: string } | null
}

/** The cart as checkout reads it (the app layer hands it over from the cart). */
export type CheckoutCart = {
  items: CheckoutItem[]
  /** The cart's totals as the server last answered them. */
  totals: Totals | null
  /** The coupon on the server cart; the box shows it (the server cart is the truth). */
  coupon: AppliedCoupon | null
  updating: boolean
  reload: () => void
  onOrderPlaced: () => void
}

/** Checkout's state: address, payment method, gift wrap, business purchase, coupon, the totals shown and sent, and the order. */
export function useCheckout(account: CheckoutAccount, cart: CheckoutCart) {
  const { prefill, businessPrefill } = account
  const { items, reload: reloadCart, onOrderPlaced } = cart
  const { data: config } = useConfig()
  const [address, setAddress] = useState<ShippingAddress>(prefill)
  const [touched, setTouched] = useState(false)
  // Nothing chosen yet: "Pay online" when the shop has a gateway (config.onlinePayment), else UPI.
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null)
  const online = !!config?.onlinePayment
  const method: PaymentMethod = chosenMethod === "online" && !online ? "qr-code" : (chosenMethod ?? (online ? "online" : "qr-code"))
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
  const coupon = useCoupon(cart.totals?.subtotal ?? 0, onCouponTotals, cart.coupon)
  const giftOffer = config?.giftWrap ?? null
  const wrapped = gift.wrapped && giftOffer !== null
  const codOffer = config?.cod ?? null
  // Cash on delivery: the PIN's zone must allow it (the shipping form's own look-up, shared by its query key).
  const pin = address.zipCode.trim()
  const pinLookup = useQuery({ ...pincodeQueryOptions(pin), enabled: PIN_PATTERN.test(pin) })
  const pinCod = pinLookup.data && pinLookup.data.pin === pin ? pinLookup.data.cod : null
  const wrappedTotals = useMemo(
    () => withGiftWrap(override ?? cart.totals, giftOffer, wrapped),
    [override, cart.totals, giftOffer, wrapped]
  )
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

  return {
    config,
    address,
    changeAddress: (next: ShippingAddress) => {
      setTouched(true)
      setAddress(next)
    },
    method,
    setMethod,
    codChoice: codOffer ? { fee: codOffer.fee, unavailable: codUnavailable } : null,
    /** "Pay online" is offered (first) only when the server says the shop has a gateway. */
    online,
    giftOffer,
    gift,
    setGift,
    business,
    changeBusiness: (next: typeof business) => {
      setBusinessTouched(true)
      setBusiness(next)
    },
    coupon,
    totals,
    /** The cart is being recalculated and no newer totals stand in. */
    updating: cart.updating && !override,
    order,
    placed,
  }
}

export type Checkout = ReturnType<typeof useCheckout>
