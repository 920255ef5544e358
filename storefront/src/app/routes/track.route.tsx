import { useActionData, useLoaderData } from "react-router"
import { apiErrorText } from "@/lib/api"
import { trackOrder } from "@/features/tracking/api/track-api"
import { TrackPage, type TrackPageResult } from "@/features/tracking/components/track-page"
import { errorPageMeta, pageMeta, UNSTORED_PAGE_CACHE } from "../seo"
import { loaderQueryClient } from "../server/query-client.server"
import { simpleSeo } from "../server/seo.server"
import type { Route } from "./+types/track.route"
import { PageError } from "@/components/page-error"
import { RouteError } from "@/components/route-error"

const TRACK_FAILED = "We could not look up this order just now. Please try again."

/** /track: rendered on the server with the order number from the shipped e-mail's link. */
export async function loader({ request }: Route.LoaderArgs) {
  const { config } = await loaderQueryClient()
  const orderNumber = new URL(request.url).searchParams.get("orderNumber")?.slice(0, 40) ?? ""
  return {
    orderNumber,
    seo: simpleSeo(request, config, {
      title: "Track your order",
      description: `Follow your ${config.storeName} order with its number and the phone or e-mail used at checkout.`,
      path: "/track",
      crumbs: [
        { name: "Home", path: "/" },
        { name: "Track your order", path: "/track" },
      ],
    }),
  }
}

/** The form's POST, on the storefront server: the backend's answer, or its message (the same for an unknown order or a wrong contact). */
export async function action({ request }: Route.ActionArgs): Promise<TrackPageResult & { contact: string; orderNumber: string }> {
  const form = await request.formData()
  const orderNumber = String(form.get("orderNumber") ?? "")
  const contact = String(form.get("contact") ?? "")
  try {
    const tracking = await trackOrder({ orderNumber, contact }, request.headers.get("x-forwarded-for"))
    return { tracking, orderNumber, contact }
  } catch (error) {
    return { error: apiErrorText(error, TRACK_FAILED), orderNumber, contact }
  }
}

export function meta({ loaderData, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return error ? errorPageMeta(error, matches) : pageMeta(loaderData?.seo)
}

// One shopper's order: never kept by a cache.
export const headers = () => ({ "Cache-Control": UNSTORED_PAGE_CACHE })

export default function TrackRoutePage() {
  const loaded = useLoaderData<typeof loader>()
  const acted = useActionData<typeof action>()
  return (
    <TrackPage
      orderNumber={acted?.orderNumber ?? loaded.orderNumber}
      contact={acted?.contact}
      result={acted ? (acted.tracking ? { tracking: acted.tracking } : { error: acted.error ?? TRACK_FAILED }) : undefined}
    />
  )
}

export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  return loaderData ? <PageError /> : <RouteError />
}
