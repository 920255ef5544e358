import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { backendUrl } from "../../lib/backend-url"
import { renderProductSvg } from "./art/product-art"
import type { CatalogueEntry } from "./catalogue"
import type { SeedContext } from "./context"
import { handleFor } from "./product-mapper"

/**
 * The local file provider only accepts an absolute backend_url (it calls
 * `new URL(backend_url)`), so its URLs carry the backend's origin. Files it
 * serves from this backend's /static are stored on products as the bare path
 * instead, so they load through the storefront's same-origin proxy and survive
 * a change of host. Other providers' URLs (S3, CDN) are kept as they are.
 */
export function toStoredFileUrl(url: string, backendUrl: string): string {
  try {
    const file = new URL(url)
    const backend = new URL(backendUrl)
    if (file.origin === backend.origin && file.pathname.startsWith("/static/")) {
      return file.pathname
    }
  } catch {
    // not an absolute URL: already a path
  }
  return url
}

/** Renders and uploads one SVG per entry through the File module; returns catalogue id -> stored URL. */
export async function uploadProductImages(ctx: SeedContext, entries: CatalogueEntry[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>()
  if (!entries.length) {
    return urls
  }
  const { result } = await uploadFilesWorkflow(ctx.container).run({
    input: {
      files: entries.map((entry) => ({
        filename: `${handleFor(entry.id)}.svg`,
        mimeType: "image/svg+xml",
        // base64 so no provider has to guess the text encoding
        content: Buffer.from(renderProductSvg(entry), "utf8").toString("base64"),
        access: "public" as const,
      })),
    },
  })
  // The File module returns files in input order.
  entries.forEach((entry, index) => {
    const file = result[index]
    if (!file?.url) {
      throw new Error(`Upload of the image for ${entry.id} returned no file`)
    }
    urls.set(entry.id, toStoredFileUrl(file.url, backendUrl()))
  })
  return urls
}
