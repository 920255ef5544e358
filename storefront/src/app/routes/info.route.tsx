import type { ComponentType } from "react"
import { useLocation } from "react-router"
import { AboutPage } from "@/features/info/components/about-page"
import { FaqPage } from "@/features/info/components/faq-page"
import { PrivacyPage } from "@/features/info/components/privacy-page"
import { ShippingReturnsPage } from "@/features/info/components/shipping-returns-page"
import { INFO_PAGES, isInfoPath, type InfoPath } from "../info-pages"
import { pageMeta, publicPageHeaders } from "../seo"
import { loaderQueryClient } from "../server/query-client.server"
import { simpleSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import type { Route } from "./+types/info.route"

/** Each information page's text (one chunk: they are small and text-only). */
const PAGES: Record<InfoPath, ComponentType> = {
  "/about": AboutPage,
  "/faq": FaqPage,
  "/shipping-returns": ShippingReturnsPage,
  "/privacy": PrivacyPage,
}

const pathOf = (pathname: string): InfoPath => {
  const path = pathname.replace(/\/$/, "")
  if (!isInfoPath(path)) throw new Error(`No information page at ${pathname}`)
  return path
}

/** /about, /faq, /shipping-returns, /privacy: static text, so the loader only computes the head. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(new URL(request.url).pathname)
  const [{ config }, image] = await Promise.all([loaderQueryClient(), siteImage()])
  const { title, description } = INFO_PAGES[path]
  return {
    seo: await withImageSize(
      simpleSeo(request, config, {
        title,
        description,
        path,
        pictured: image,
        crumbs: [
          { name: "Home", path: "/" },
          { name: title, path },
        ],
      })
    ),
  }
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(loaderData.seo)
}

export const headers = publicPageHeaders

export default function InfoRoute() {
  const Page = PAGES[pathOf(useLocation().pathname)]
  return <Page />
}
