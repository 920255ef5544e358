import { PageLoader } from "@/components/ui/spinner"
import { privatePageMeta } from "../seo"
import { AdminRoute } from "./admin-route"
import { clientOnlyLoader } from "./route-data"

// About one person: rendered in the browser only (the server sends the layout and a spinner), never indexed.
export const clientLoader = clientOnlyLoader
export const HydrateFallback = PageLoader
export const meta = () => privatePageMeta("Admin Dashboard")

export default AdminRoute
