import { useLocation, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { pageMeta } from "../seo"
import { loaderQueryClient } from "../server/query-client.server"
import { simpleSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import { INFO_PAGES, InfoPage, isInfoPath, type InfoPath } from "./info-pages"
import { publicPageHeaders } from "./route-data"

const pathOf = (pathname: string): InfoPath => {
  const path = pathname.replace(/\/$/, "")
  if (!isInfoPath(path)) throw new Error(`No information page at ${pathname}`)
  return path
}

/** /about, /faq, /shipping-returns, /privacy: static text, so the loader only computes the head. */
export async function loader({ request }: LoaderFunctionArgs) {
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

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.seo)
export const headers = publicPageHeaders

export default function InfoRoute() {
  return <InfoPage path={pathOf(useLocation().pathname)} />
}
