import { PageLoader } from "@/components/ui/spinner"
import { CodConfirmPage } from "@/features/orders/components/cod-confirm-page"
import { privatePageMeta } from "../seo"
import { withPageBoundary } from "./page-boundary"
import { clientOnlyLoader } from "./private-page"
import type { Route } from "./+types/cod-confirm.route"

// A one-time link: rendered in the browser only (the token never reaches the server's render), never indexed.
export const clientLoader = clientOnlyLoader
export const HydrateFallback = PageLoader
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta("Confirm your order", matches)
}

export default withPageBoundary(CodConfirmPage)
