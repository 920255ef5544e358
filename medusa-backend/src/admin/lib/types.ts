/** Shapes of the /api/admin routes the pages read (the contract's, where it names them). */
export type { AdminReviewRow as ReviewRow, ProductInsights } from "@sugandh/contract"

export type ContactMessage = {
  id: string
  name: string
  email: string
  phone: string | null
  subject: "product-inquiry" | "order-support" | "shipping" | "returns"
  message: string
  status: "new" | "handled"
  created_at: string
}

/** The contact form's subject labels (requirements CON-02). */
export const SUBJECT_LABELS: Record<ContactMessage["subject"], string> = {
  "product-inquiry": "Product Inquiry",
  "order-support": "Order Support",
  shipping: "Shipping & Delivery",
  returns: "Returns & Exchanges",
}

/** An order as GET /api/admin/orders/{id} answers it: the contract's Order. */
export type { Order as ShopOrder } from "@sugandh/contract"
