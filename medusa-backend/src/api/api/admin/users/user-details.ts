import type { MedusaContainer } from "@medusajs/framework/types"
import type { OrderStatus } from "@sugandh/contract"
import { Modules } from "@medusajs/framework/utils"
import { findIdentityOfCustomer, roleOfIdentity } from "../../../../lib/auth/account"
import { readAccountMetadata } from "../../../../lib/auth/user"
import { pageOrderViews } from "../../../../lib/orders/queries"
import { toAdminUserEntry, type AdminUserEntry } from "./user-entry"

/** What the dashboard's View Profile shows: the list's entry plus verification, phone and the account's orders. */
export type AdminUserDetails = AdminUserEntry & {
  phone: string
  isEmailVerified: boolean
  isGoogleAccount: boolean
  ordersCount: number
  lastOrder: { _id: string; orderNumber: string; createdAt: string; orderStatus: OrderStatus; total: number } | null
}

/** One account for an operator, read fresh; null when no account has that id. */
export async function loadAdminUserDetails(container: MedusaContainer, customerId: string): Promise<AdminUserDetails | null> {
  const [customer] = await container
    .resolve(Modules.CUSTOMER)
    .listCustomers(
      { id: customerId, has_account: true },
      { select: ["id", "first_name", "last_name", "email", "phone", "metadata", "created_at"] }
    )
  if (!customer) return null
  const [role, orders] = await Promise.all([
    findIdentityOfCustomer(container, customerId).then((identity) => roleOfIdentity(container, identity)),
    // The newest order and how many there are, in one Query read.
    pageOrderViews(container, { customer_id: customerId }, { offset: 0, limit: 1 }),
  ])
  const meta = readAccountMetadata(customer.metadata)
  const last = orders.orders[0]
  return {
    ...toAdminUserEntry(customer, role),
    phone: customer.phone ?? "",
    isEmailVerified: meta.isEmailVerified === true,
    isGoogleAccount: meta.isGoogleAccount === true,
    ordersCount: orders.count,
    lastOrder: last
      ? { _id: last._id, orderNumber: last.orderNumber, createdAt: last.createdAt, orderStatus: last.orderStatus, total: last.total }
      : null,
  }
}
