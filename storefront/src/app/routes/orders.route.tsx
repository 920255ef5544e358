import { useQuery } from "@tanstack/react-query"
import { useCallback, useEffect, useRef, useState } from "react"
import { useLocation, useNavigate } from "react-router"
import { Notice } from "@/components/notice"
import { apiErrorText } from "@/lib/api"
import { useAuth } from "@/features/auth/hooks/use-auth"
import { useCart } from "@/features/cart/hooks/use-cart"
import { paymentInstructionsRequest } from "@/features/checkout/api/checkout-api"
import { PaymentInstructions } from "@/features/checkout/components/payment-instructions"
import type { PlaceOrderAnswer } from "@/features/checkout/types"
import { OrdersPage } from "@/features/orders/components/orders-page"
import type { Order } from "@/features/orders/types"
import { OrderReturns } from "@/features/returns/components/order-returns"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/orders.route"
import styles from "./orders.route.module.css"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("My Orders", matches)
}

// Returns (issue 45) in the order's details: a delivered order may be returned, any order shows its returns.
const renderReturns = (order: Order) => <OrderReturns orderId={order._id} delivered={order.orderStatus === "delivered"} />

/** /orders, with Reorder through the cart and the payment instructions of a just-placed order. */
function OrdersRoutePage() {
  const auth = useAuth()
  const cart = useCart()
  const navigate = useNavigate()
  const placed = (useLocation().state as { placed?: PlaceOrderAnswer } | null)?.placed
  // "Payment instructions" on a pending order: the server's instructions for it, shown above the list.
  const [instructionsFor, setInstructionsFor] = useState<Order | null>(null)
  const bannerRef = useRef<HTMLDivElement>(null)
  const instructions = useQuery({
    queryKey: ["user", "me", "orders", instructionsFor?._id, "payment"],
    queryFn: ({ signal }) => paymentInstructionsRequest(instructionsFor!._id, signal),
    enabled: !!instructionsFor,
    retry: false,
  })
  useEffect(() => {
    if (instructionsFor) bannerRef.current?.scrollIntoView?.({ block: "start", behavior: "smooth" })
  }, [instructionsFor, instructions.data])
  const shown: PlaceOrderAnswer | null | undefined = instructionsFor ? instructions.data : placed

  const reorder = useCallback(
    async (order: Order) => {
      const added = await cart.addItems(
        order.items.map((item) => ({
          product: { id: item.productId, name: item.name, category: item.category, price: item.price, image: item.image },
          quantity: item.quantity,
        }))
      )
      if (added) navigate("/cart")
      return added
    },
    [cart, navigate]
  )

  return (
    <OrdersPage
      signedIn={auth.isAuthenticated}
      loading={auth.initializing}
      onReorder={reorder}
      onShowInstructions={setInstructionsFor}
      renderReturns={renderReturns}
      banner={
        <div ref={bannerRef}>
          {instructionsFor && instructions.isError ? (
            <Notice as="p" role="alert">
              {apiErrorText(instructions.error, "The payment details could not be loaded. Please try again.")}
            </Notice>
          ) : shown ? (
            <div className={styles.banner}>
              <PaymentInstructions orderNumber={shown.order.orderNumber} payment={shown.payment} whatsappUrl={shown.whatsappUrl} />
            </div>
          ) : null}
        </div>
      }
    />
  )
}

export default OrdersRoutePage
