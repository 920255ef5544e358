import { isApiError } from "@/lib/api"

/** The dashboard's texts (requirements ADM-01 to ADM-09), word for word. */
export const TEXTS = {
  confirmPrompt: "Confirm this order? This will send a confirmation email to the customer.",
  confirmed: "Order confirmed successfully! Confirmation email sent to customer.",
  confirmNetwork: "Error updating order. Please try again.",
  tracked: "Tracking information added successfully! Customer has been notified via email.",
  trackingNetwork: "Error adding tracking information. Please try again.",
  trackingFailed: (detail: string) => `Error adding tracking information: ${detail}`,
  couponCreated: "Coupon created successfully!",
  couponFailed: "Failed to create coupon",
  couponNoToken: "Authentication token not found. Please login again.",
  productFailed: "Failed to create product",
  productNetwork: "Network error. Please try again.",
  deleteProductPrompt: "Are you sure you want to delete this product?",
  deleteCouponPrompt: "Are you sure you want to delete this coupon?",
} as const

/** Failures the first version only logged: the operator still hears what went wrong (requirements ADM-10). */
export const FALLBACKS = {
  status: "Failed to update order status",
  role: "Failed to update user role",
  rename: "Failed to update user",
  deleteProduct: "Failed to delete product",
  toggleCoupon: "Failed to update coupon",
  deleteCoupon: "Failed to delete coupon",
  confirm: "Error confirming order. Please try updating the order status manually.",
} as const

/**
 * The text for a failed call: the server's own message for an HTTP error
 * (it says why: "Order is already shipped", "Maximum 5 images allowed"), the
 * network text for a dropped connection, else the fallback.
 */
export function failureText(error: unknown, fallback: string, networkText?: string): string {
  if (isApiError(error)) {
    if (error.kind !== "http") return networkText ?? error.message
    return error.message || fallback
  }
  return fallback
}

/** The server's message on success when it sends one, else ours. */
export const successText = (answer: { message?: string } | null | undefined, fallback: string): string => answer?.message || fallback
