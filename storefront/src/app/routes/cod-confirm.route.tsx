import { PageLoader } from "@/components/ui/spinner"
import { CodConfirmPage } from "@/features/orders/components/cod-confirm-page"
import { privatePageMeta } from "../seo"
import { clientOnlyLoader } from "./route-data"
import { withPageBoundary } from "./page-boundary"

// A one-time link: rendered in the browser only (the token never reaches the server's render), never indexed.
export const clientLoader = clientOnlyLoader
export const HydrateFallback = PageLoader
export const meta = () => privatePageMeta("Confirm your order")

export default withPageBoundary(CodConfirmPage)
