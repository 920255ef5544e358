import { CodConfirmPage } from "@/features/orders/components/cod-confirm-page"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/cod-confirm.route"

// A one-time link: rendered in the browser only (the token never reaches the server's render), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Confirm your order", matches)
}

export default CodConfirmPage
