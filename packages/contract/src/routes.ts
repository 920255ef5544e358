import type { z } from "zod"
import * as admin from "./answers/admin.js"
import * as auth from "./answers/auth.js"
import * as cart from "./answers/cart.js"
import { MessageAnswerSchema } from "./answers/common.js"
import * as coupons from "./answers/coupons.js"
import * as operator from "./answers/operator.js"
import * as orders from "./answers/orders.js"
import * as refunds from "./answers/refunds.js"
import * as returns from "./answers/returns.js"
import * as shop from "./answers/shop.js"
import { ErrorAnswerSchema } from "./errors.js"

/** What a route answers with a status: JSON checked by a schema, or a file (checked by its content type). */
export type AnswerKind = z.ZodType | { file: RegExp }

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE"

export type ApiRoute = {
  method: HttpMethod
  /** The path with `:name` for each parameter, as Medusa's file routes `[name]`. */
  path: string
  /** The success answers by status; every status of 400 or more answers ErrorAnswerSchema. */
  answers: Record<number, AnswerKind>
}

const PDF = { file: /^application\/pdf/ }
const CSV_OR_ZIP = { file: /^(text\/csv|application\/zip)/ }
/** A private upload (the Medusa admin's product export CSV) as a download, whatever its type. */
const ANY_FILE = { file: /.+/ }

const route = (method: HttpMethod, path: string, answers: Record<number, AnswerKind>): ApiRoute => ({ method, path, answers })

/** Every /api route of the backend (medusa-backend/src/api/api/**\/route.ts) and what it answers. */
export const API_ROUTES: readonly ApiRoute[] = [
  // Accounts
  route("POST", "/api/auth/register", { 201: auth.SessionAnswerSchema }),
  route("POST", "/api/auth/login", { 200: auth.SessionAnswerSchema }),
  route("POST", "/api/auth/logout", { 200: MessageAnswerSchema }),
  route("GET", "/api/auth/me", { 200: auth.MeAnswerSchema }),
  route("POST", "/api/auth/google/verify", { 200: auth.SessionAnswerSchema }),
  route("POST", "/api/auth/google/signup", { 201: auth.SessionAnswerSchema }),
  route("POST", "/api/auth/verify-email", { 200: auth.SessionAnswerSchema }),
  route("POST", "/api/auth/resend-verification", { 200: MessageAnswerSchema }),
  route("POST", "/api/auth/forgot-password", { 200: MessageAnswerSchema }),
  route("POST", "/api/auth/reset-password", { 200: auth.SessionAnswerSchema }),
  route("PUT", "/api/auth/profile", { 200: auth.ProfileAnswerSchema }),
  route("PUT", "/api/auth/change-password", { 200: auth.ChangePasswordAnswerSchema }),
  // Cart and wishlist
  route("GET", "/api/auth/cart", { 200: cart.CartViewSchema }),
  route("POST", "/api/auth/cart", { 200: cart.CartChangeAnswerSchema }),
  route("DELETE", "/api/auth/cart", { 200: cart.CartChangeAnswerSchema }),
  route("PUT", "/api/auth/cart/:productId", { 200: cart.CartChangeAnswerSchema }),
  route("DELETE", "/api/auth/cart/:productId", { 200: cart.CartChangeAnswerSchema }),
  route("GET", "/api/auth/wishlist", { 200: cart.WishlistAnswerSchema }),
  route("POST", "/api/auth/wishlist", { 200: cart.WishlistChangeAnswerSchema }),
  route("DELETE", "/api/auth/wishlist", { 200: cart.WishlistChangeAnswerSchema }),
  route("DELETE", "/api/auth/wishlist/:id", { 200: cart.WishlistChangeAnswerSchema }),
  // A shopper's orders
  route("GET", "/api/auth/orders", { 200: orders.OrderListAnswerSchema }),
  route("POST", "/api/auth/orders", { 200: orders.PlaceOrderAnswerSchema, 201: orders.PlaceOrderAnswerSchema }),
  route("POST", "/api/auth/checkout/online-payment", { 200: orders.OnlinePaymentStartAnswerSchema }),
  route("POST", "/api/auth/checkout/online-payment/confirm", { 201: orders.PlaceOrderAnswerSchema, 200: orders.PlaceOrderAnswerSchema }),
  route("PUT", "/api/auth/orders/:id/cancel", { 200: orders.OrderChangeAnswerSchema }),
  route("POST", "/api/auth/orders/:id/cod-confirmation", { 200: orders.OrderChangeAnswerSchema }),
  route("POST", "/api/auth/orders/:id/payment-reference", { 200: orders.OrderChangeAnswerSchema }),
  route("GET", "/api/auth/orders/:id/payment", { 200: orders.OrderPaymentAnswerSchema }),
  route("GET", "/api/auth/orders/:id/tracking", { 200: orders.TrackAnswerSchema }),
  route("GET", "/api/auth/orders/:id/invoice", { 200: PDF }),
  route("GET", "/api/auth/orders/:id/credit-note", { 200: PDF }),
  route("GET", "/api/auth/orders/:id/returns", { 200: returns.ReturnsAnswerSchema }),
  route("POST", "/api/auth/orders/:id/returns", { 201: returns.OneReturnAnswerSchema }),
  route("GET", "/api/auth/orders/:id/returns/options", { 200: returns.ReturnOptionsAnswerSchema }),
  route("POST", "/api/auth/returns/:returnId/cancel", { 200: returns.OneReturnAnswerSchema }),
  route("POST", "/api/auth/returns/photos", { 201: returns.ReturnPhotosAnswerSchema }),
  route("GET", "/api/auth/returns/photos/:name", { 200: { file: /^image\/(jpeg|png|webp)/ } }),
  route("POST", "/api/orders/cod-confirmation", { 200: orders.CodLinkAnswerSchema }),
  route("POST", "/api/orders/track", { 200: orders.TrackAnswerSchema }),
  route("POST", "/api/orders/delivery-answer", { 200: orders.NdrAnswerAnswerSchema }),
  // Coupons
  route("POST", "/api/coupons/validate", { 200: coupons.CouponValidateAnswerSchema }),
  route("POST", "/api/coupons/apply", { 200: coupons.CouponApplyAnswerSchema }),
  route("POST", "/api/coupons/remove", { 200: coupons.CouponRemoveAnswerSchema }),
  route("GET", "/api/coupons", { 200: coupons.CouponListAnswerSchema }),
  route("POST", "/api/coupons", { 201: coupons.CouponChangeAnswerSchema }),
  route("DELETE", "/api/coupons/:id", { 200: coupons.CouponDeleteAnswerSchema }),
  route("PUT", "/api/coupons/:id/status", { 200: coupons.CouponChangeAnswerSchema }),
  // The shop's public calls
  route("GET", "/api/config", { 200: shop.ConfigAnswerSchema }),
  route("GET", "/api/pincodes/:pin", { 200: shop.PincodeAnswerSchema }),
  route("GET", "/api/catalogue/sitemap", { 200: shop.SitemapSummaryAnswerSchema }),
  route("GET", "/api/catalogue/sitemap/:part", { 200: shop.SitemapProductsAnswerSchema }),
  route("POST", "/api/contact", { 201: shop.ContactAnswerSchema }),
  route("POST", "/api/newsletter", { 200: shop.NewsletterAnswerSchema, 201: shop.NewsletterAnswerSchema }),
  route("POST", "/api/reviews", { 201: shop.ReviewCreatedAnswerSchema }),
  route("GET", "/api/reviews/product/:id", { 200: shop.ReviewListAnswerSchema }),
  route("GET", "/api/reviews/product/:id/stats", { 200: shop.ReviewStatsAnswerSchema }),
  route("GET", "/api/reviews/stats/:id", { 200: shop.ReviewStatsAnswerSchema }),
  route("GET", "/api/reviews/stats", { 200: shop.ReviewStatsBatchAnswerSchema }),
  // The operator's calls
  route("GET", "/api/admin/stats", { 200: admin.AdminStatsAnswerSchema }),
  route("GET", "/api/admin/users", { 200: admin.AdminUserListAnswerSchema }),
  route("GET", "/api/admin/users/:id", { 200: admin.AdminUserAnswerSchema }),
  route("PUT", "/api/admin/users/:id", { 200: admin.AdminUserChangeAnswerSchema }),
  route("PUT", "/api/admin/users/:id/role", { 200: admin.AdminUserChangeAnswerSchema }),
  route("GET", "/api/admin/products", { 200: admin.AdminProductListAnswerSchema }),
  route("POST", "/api/admin/products", { 201: admin.AdminProductCreatedAnswerSchema }),
  route("DELETE", "/api/admin/products/:id", { 200: admin.AdminProductDeletedAnswerSchema }),
  route("GET", "/api/admin/orders", { 200: orders.OrderListAnswerSchema }),
  route("PUT", "/api/admin/orders/:id/confirm", { 200: orders.OrderChangeAnswerSchema }),
  route("PUT", "/api/admin/orders/:id/cod-confirmation", { 200: orders.OrderChangeAnswerSchema }),
  route("PUT", "/api/admin/orders/:id/status", { 200: orders.OrderChangeAnswerSchema }),
  route("PUT", "/api/admin/orders/:id/tracking", { 200: orders.OrderChangeAnswerSchema }),
  // Courier shipments (issue 44): book, its label, cancel before pickup; the day's manifest
  route("POST", "/api/admin/orders/:id/shipment", { 200: orders.OrderChangeAnswerSchema }),
  route("DELETE", "/api/admin/orders/:id/shipment", { 200: orders.OrderChangeAnswerSchema }),
  route("GET", "/api/admin/orders/:id/shipment/label", { 200: PDF }),
  route("GET", "/api/admin/shipments/manifest", { 200: PDF }),
  route("GET", "/api/admin/ndr", { 200: orders.AdminNdrAnswerSchema }),
  route("POST", "/api/admin/ndr/:awb/action", { 200: orders.NdrActionAnswerSchema }),
  route("GET", "/api/admin/orders/:id/invoice", { 200: PDF }),
  route("GET", "/api/admin/orders/:id/credit-note", { 200: PDF }),
  route("GET", "/api/admin/orders/:id/credit-notes", { 200: admin.CreditNotesViewSchema }),
  route("POST", "/api/admin/orders/:id/credit-notes", { 201: admin.CreditNoteIssuedAnswerSchema }),
  route("GET", "/api/admin/orders/:id/credit-notes/:documentId", { 200: PDF }),
  route("GET", "/api/admin/payments/summary", { 200: admin.PaymentSummaryAnswerSchema }),
  route("POST", "/api/admin/payments/reconcile", { 200: admin.ReconcilePreviewAnswerSchema }),
  route("POST", "/api/admin/payments/reconcile/confirm", { 200: admin.ReconcileConfirmAnswerSchema }),
  route("POST", "/api/admin/payments/gateway-settlements", { 200: admin.GatewaySettlementPreviewAnswerSchema }),
  route("POST", "/api/admin/payments/gateway-settlements/confirm", { 200: admin.GatewaySettlementConfirmAnswerSchema }),
  route("POST", "/api/admin/payments/cod-remittance", { 200: admin.RemittancePreviewAnswerSchema }),
  route("POST", "/api/admin/payments/cod-remittance/confirm", { 200: admin.RemittanceConfirmAnswerSchema }),
  route("GET", "/api/admin/reports/gst", { 200: CSV_OR_ZIP }),
  route("GET", "/api/admin/refunds-due", { 200: refunds.AdminRefundsDueAnswerSchema }),
  route("POST", "/api/admin/refunds-due/:id/paid", { 200: refunds.RefundDuePaidAnswerSchema }),
  route("GET", "/api/admin/refunds-due/payout", { 200: { file: /^text\/csv/ } }),
  route("GET", "/api/admin/returns", { 200: returns.ReturnsAnswerSchema }),
  route("POST", "/api/admin/returns/:id/approve", { 200: returns.OneReturnAnswerSchema }),
  route("POST", "/api/admin/returns/:id/reject", { 200: returns.OneReturnAnswerSchema }),
  route("POST", "/api/admin/returns/:id/receive", { 200: returns.OneReturnAnswerSchema }),
  route("POST", "/api/admin/returns/:id/refund", { 200: returns.OneReturnAnswerSchema }),
  route("POST", "/api/admin/returns/:id/ship-exchange", { 200: returns.OneReturnAnswerSchema }),
  // The operator's calls behind the Medusa admin's pages and widgets (same guard: either sign-in)
  route("GET", "/api/admin/orders/:id", { 200: operator.AdminOrderAnswerSchema }),
  route("GET", "/api/admin/products/:id/insights", { 200: operator.ProductInsightsSchema }),
  route("GET", "/api/admin/reviews", { 200: operator.AdminReviewListAnswerSchema }),
  route("PUT", "/api/admin/reviews/:id", { 200: operator.AdminReviewAnswerSchema }),
  route("DELETE", "/api/admin/reviews/:id", { 200: operator.AdminDeletedAnswerSchema }),
  route("GET", "/api/admin/contact-messages", { 200: operator.AdminContactListAnswerSchema }),
  route("GET", "/api/admin/contact-messages/:id", { 200: operator.AdminContactAnswerSchema }),
  route("PUT", "/api/admin/contact-messages/:id", { 200: operator.AdminContactAnswerSchema }),
  route("GET", "/api/admin/delivery-zones", { 200: operator.DeliveryZoneListAnswerSchema }),
  route("POST", "/api/admin/delivery-zones", { 201: operator.DeliveryZoneAnswerSchema }),
  route("PUT", "/api/admin/delivery-zones/:id", { 200: operator.DeliveryZoneAnswerSchema }),
  route("DELETE", "/api/admin/delivery-zones/:id", { 200: operator.AdminDeletedAnswerSchema }),
  route("POST", "/api/admin/delivery-zone-imports", { 200: operator.DeliveryZonesImportedAnswerSchema }),
  route("GET", "/api/admin/private-files/:name", { 200: ANY_FILE }),
]

const segments = (path: string) => path.split("/").filter(Boolean)

/** The route a request's method and path (no query string) reach, or null when no /api route has it. */
export function findApiRoute(method: string, pathname: string): ApiRoute | null {
  const asked = segments(pathname)
  const upper = method.toUpperCase()
  // Literal segments win over parameters (/api/reviews/stats/:id against /api/reviews/product/:id/stats).
  const candidates = API_ROUTES.filter((r) => r.method === upper).filter((r) => {
    const pattern = segments(r.path)
    return pattern.length === asked.length && pattern.every((p, i) => p.startsWith(":") || p === decodeURIComponent(asked[i]))
  })
  const literalCount = (r: ApiRoute) => segments(r.path).filter((p) => !p.startsWith(":")).length
  return candidates.sort((a, b) => literalCount(b) - literalCount(a))[0] ?? null
}

/** Which methods a path pattern has in the map (the unit test compares them with each route.ts's exports). */
export function mappedMethods(path: string): HttpMethod[] {
  return API_ROUTES.filter((r) => r.path === path).map((r) => r.method)
}

export type AnswerToCheck = { method: string; pathname: string; status: number; contentType: string; body: unknown }

/**
 * Why an answer breaks the contract, or null when it keeps it: a route missing
 * from the map, a status the route does not answer, or a body its schema refuses.
 */
export function contractProblem(answer: AnswerToCheck): string | null {
  const { method, pathname, status, contentType, body } = answer
  const where = `${method.toUpperCase()} ${pathname} -> ${status}`
  const apiRoute = findApiRoute(method, pathname)
  if (!apiRoute) return `${where}: no route in the contract's map (packages/contract/src/routes.ts)`
  const kind: AnswerKind | undefined = status >= 400 ? ErrorAnswerSchema : apiRoute.answers[status]
  if (!kind) return `${where}: ${apiRoute.method} ${apiRoute.path} does not answer ${status} in the contract's map`
  if ("file" in kind && kind.file instanceof RegExp) {
    return kind.file.test(contentType) ? null : `${where}: expected a file (${kind.file}), got content type "${contentType}"`
  }
  const result = (kind as z.ZodType).safeParse(body)
  if (result.success) return null
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`)
  return `${where} (${apiRoute.method} ${apiRoute.path}): ${issues.join("; ")}`
}
