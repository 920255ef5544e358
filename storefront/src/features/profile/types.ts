import type { User } from "@sugandh/contract"
import type { UserBase } from "@/lib/user"

/** The profile's view of the signed-in person (the app layer passes the auth user): the contract's user fields it shows. */
export type ProfileUser = UserBase & Pick<User, "pendingEmail" | "gstin" | "businessName">

/** The profile's wishlist and orders tabs read the contract's wishlist entries and orders. */
export type { WishlistEntry, Order as ProfileOrder } from "@sugandh/contract"
