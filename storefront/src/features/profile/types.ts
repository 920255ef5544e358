import type { OrderStatus } from "@/lib/order-status"
import type { UserBase } from "@/lib/user"

/** The profile's view of the signed-in person (the app layer passes the auth user). */
export type ProfileUser = UserBase & {
  /** A new e-mail waiting for its confirmation link; `email` stays the login until then. */
  pendingEmail?: string
  /** A business buyer's GSTIN and registered name, when the profile has them. */
  gstin?: string
  businessName?: string
}

export type WishlistEntry = {
  _id: string
  id: string
  productId?: string
  name: string
  image: string | null
  category: string
  price: number
  originalPrice: number
  launchOffer: string | null
}

export type ProfileOrder = {
  _id: string
  orderNumber: string
  createdAt: string
  orderStatus: OrderStatus
  total: number
  items: unknown[]
}
