import { useEffect } from "react"
import { DEFAULT_STORE_NAME, useConfig } from "@/lib/config"

/** Per-page document title ("Perfumes | Sugandh") and meta description, for tabs, screen readers and search engines. */
export function usePageMeta(title: string, description: string) {
  const { data } = useConfig()
  const storeName = data?.storeName ?? DEFAULT_STORE_NAME
  useEffect(() => {
    document.title = title ? `${title} | ${storeName}` : storeName
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!tag) {
      tag = document.createElement("meta")
      tag.name = "description"
      document.head.appendChild(tag)
    }
    tag.content = description
  }, [title, description, storeName])
}
