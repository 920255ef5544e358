import type { LoaderFunctionArgs, MetaFunction } from "react-router"
import { pageMeta } from "../seo"
import { loaderQueryClient } from "../server/query-client.server"
import { simpleSeo } from "../server/seo.server"
import { withImageSize } from "../server/image-size.server"
import { siteImage } from "../server/site-image.server"
import { ContactRoute } from "./contact-route"
import { publicPageHeaders } from "./route-data"

/**
 * /contact: the public part (our phone, e-mail, WhatsApp, hours, the form)
 * renders on the server signed out; a signed-in shopper's name and e-mail
 * fill the form only in the browser.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ config }, image] = await Promise.all([loaderQueryClient(), siteImage()])
  return {
    seo: await withImageSize(
      simpleSeo(request, config, {
        title: "Contact Us",
        description: `Questions about an order or a fragrance? Call, WhatsApp or write to ${config.storeName}: we answer within 24 hours.`,
        path: "/contact",
        pictured: image,
        crumbs: [
          { name: "Home", path: "/" },
          { name: "Contact Us", path: "/contact" },
        ],
      })
    ),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.seo)
export const headers = publicPageHeaders

export default ContactRoute
