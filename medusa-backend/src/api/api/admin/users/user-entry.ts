/** One account as GET /api/admin/users lists it and PUT .../role answers it. */
export type AdminUserEntry = {
  _id: string
  id: string
  firstName: string
  lastName: string
  email: string
  role: "customer" | "admin"
  createdAt: string
}

type AccountRow = {
  id: string
  first_name?: string | null
  last_name?: string | null
  email?: string | null
  created_at: string | Date
}

export function toAdminUserEntry(customer: AccountRow, role: AdminUserEntry["role"]): AdminUserEntry {
  return {
    _id: customer.id,
    id: customer.id,
    firstName: customer.first_name ?? "",
    lastName: customer.last_name ?? "",
    email: customer.email ?? "",
    role,
    createdAt: new Date(customer.created_at).toISOString(),
  }
}
