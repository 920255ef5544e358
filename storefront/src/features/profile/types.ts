import type { OrderStatus } from "@/lib/order-status"
/** The profile's view of the signed-in person (the app layer passes the auth user). */
export type ProfileUser = {
  id: string
  firstName: string
  lastName: string
  name: string
  email: string
  phone: string
  address: string
  role: "customer" | "admin"
  isGoogleAccount: boolean
  isEmailVerified: boolean
  /** A new e-mail waiting for its confirmation link; `email` stays the login until then. */
  pendingEmail?: string
  createdAt: string
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
