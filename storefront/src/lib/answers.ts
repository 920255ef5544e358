import type { AnswerSchema } from "@sugandh/contract"
import type { z } from "zod"
import type * as schemas from "./answer-schemas"

/**
 * The contract's answer schemas, each loaded (with zod, about 15 KiB gzipped) by
 * the first call that parses with it, instead of in every page's first scripts:
 * initial JavaScript for / stays under 150 KiB gzipped (issue 49, bench/RESULTS.md).
 * Same names and the same parsing as the contract's schemas (lib/api.ts awaits `load`).
 */
export type LazyAnswer<T> = { readonly load: () => Promise<AnswerSchema<T>> }

type Schemas = typeof schemas
type Output<N extends keyof Schemas> = z.output<Schemas[N]>

// zod's setting for the shop's CSP must be made before any schema is (./zod-without-eval.ts): a module of
// its own, imported first. (Imported by answer-schemas.ts, the bundler ran it after the schemas it re-exports.)
const loadSchemas = () => import("./zod-without-eval").then(() => import("./answer-schemas"))

const lazy = <N extends keyof Schemas>(name: N): LazyAnswer<Output<N>> => ({
  load: () => loadSchemas().then((loaded) => loaded[name] as unknown as AnswerSchema<Output<N>>),
})

export const AdminProductCreatedAnswerSchema = lazy("AdminProductCreatedAnswerSchema")
export const AdminProductDeletedAnswerSchema = lazy("AdminProductDeletedAnswerSchema")
export const AdminProductPageAnswerSchema = lazy("AdminProductPageAnswerSchema")
export const AdminStatsAnswerSchema = lazy("AdminStatsAnswerSchema")
export const AdminUserAnswerSchema = lazy("AdminUserAnswerSchema")
export const AdminUserChangeAnswerSchema = lazy("AdminUserChangeAnswerSchema")
export const AdminUserListAnswerSchema = lazy("AdminUserListAnswerSchema")
export const CartChangeAnswerSchema = lazy("CartChangeAnswerSchema")
export const CartViewSchema = lazy("CartViewSchema")
export const ChangePasswordAnswerSchema = lazy("ChangePasswordAnswerSchema")
export const CodLinkAnswerSchema = lazy("CodLinkAnswerSchema")
export const NdrAnswerAnswerSchema = lazy("NdrAnswerAnswerSchema")
export const NdrActionAnswerSchema = lazy("NdrActionAnswerSchema")
export const AdminNdrAnswerSchema = lazy("AdminNdrAnswerSchema")
export const ConfigAnswerSchema = lazy("ConfigAnswerSchema")
export const ContactAnswerSchema = lazy("ContactAnswerSchema")
export const TrackAnswerSchema = lazy("TrackAnswerSchema")
export const CouponApplyAnswerSchema = lazy("CouponApplyAnswerSchema")
export const CouponChangeAnswerSchema = lazy("CouponChangeAnswerSchema")
export const CouponDeleteAnswerSchema = lazy("CouponDeleteAnswerSchema")
export const CouponListAnswerSchema = lazy("CouponListAnswerSchema")
export const CouponRemoveAnswerSchema = lazy("CouponRemoveAnswerSchema")
export const CouponValidateAnswerSchema = lazy("CouponValidateAnswerSchema")
export const CreditNoteIssuedAnswerSchema = lazy("CreditNoteIssuedAnswerSchema")
export const CreditNotesViewSchema = lazy("CreditNotesViewSchema")
export const GatewaySettlementConfirmAnswerSchema = lazy("GatewaySettlementConfirmAnswerSchema")
export const GatewaySettlementPreviewAnswerSchema = lazy("GatewaySettlementPreviewAnswerSchema")
export const GoogleUserInfoSchema = lazy("GoogleUserInfoSchema")
export const MeAnswerSchema = lazy("MeAnswerSchema")
export const MessageAnswerSchema = lazy("MessageAnswerSchema")
export const NewsletterAnswerSchema = lazy("NewsletterAnswerSchema")
export const OrderChangeAnswerSchema = lazy("OrderChangeAnswerSchema")
export const OrderListAnswerSchema = lazy("OrderListAnswerSchema")
export const OnlinePaymentStartAnswerSchema = lazy("OnlinePaymentStartAnswerSchema")
export const OrderPaymentAnswerSchema = lazy("OrderPaymentAnswerSchema")
export const PaymentSummaryAnswerSchema = lazy("PaymentSummaryAnswerSchema")
export const PincodeAnswerSchema = lazy("PincodeAnswerSchema")
export const PlaceOrderAnswerSchema = lazy("PlaceOrderAnswerSchema")
export const ProfileAnswerSchema = lazy("ProfileAnswerSchema")
export const ReconcileConfirmAnswerSchema = lazy("ReconcileConfirmAnswerSchema")
export const ReconcilePreviewAnswerSchema = lazy("ReconcilePreviewAnswerSchema")
export const RemittanceConfirmAnswerSchema = lazy("RemittanceConfirmAnswerSchema")
export const RemittancePreviewAnswerSchema = lazy("RemittancePreviewAnswerSchema")
export const ReviewCreatedAnswerSchema = lazy("ReviewCreatedAnswerSchema")
export const ReviewListAnswerSchema = lazy("ReviewListAnswerSchema")
export const ReviewStatsAnswerSchema = lazy("ReviewStatsAnswerSchema")
export const SessionAnswerSchema = lazy("SessionAnswerSchema")
export const SitemapProductsAnswerSchema = lazy("SitemapProductsAnswerSchema")
export const SitemapSummaryAnswerSchema = lazy("SitemapSummaryAnswerSchema")
export const TotalChangedErrorSchema = lazy("TotalChangedErrorSchema")
export const OneReturnAnswerSchema = lazy("OneReturnAnswerSchema")
export const ReturnOptionsAnswerSchema = lazy("ReturnOptionsAnswerSchema")
export const ReturnPhotosAnswerSchema = lazy("ReturnPhotosAnswerSchema")
export const ReturnsAnswerSchema = lazy("ReturnsAnswerSchema")
export const WishlistAnswerSchema = lazy("WishlistAnswerSchema")
export const WishlistChangeAnswerSchema = lazy("WishlistChangeAnswerSchema")
