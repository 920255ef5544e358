import { NDR_ANSWER_TEXTS } from "@sugandh/contract"
import { DeliveryAnswerPage } from "@/features/tracking/components/delivery-answer-page"
import { privatePageMeta } from "../seo"
import type { Route } from "./+types/delivery-answer.route"

// A signed link: rendered in the browser only (the token never reaches the server's render), never indexed.
export { clientLoader, ErrorBoundary, HydrateFallback } from "@/components/private-page"
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(NDR_ANSWER_TEXTS.title, matches)
}

export default DeliveryAnswerPage
