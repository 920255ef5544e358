import { useEffect } from "react"
import { DEFAULT_STORE_NAME, useConfig } from "./config"

/** Sets the tab title ("Perfumes | Sugandh") so each route is identifiable, also to screen readers. */
export function useDocumentTitle(title: string) {
  const { data } = useConfig()
  const storeName = data?.storeName ?? DEFAULT_STORE_NAME
  useEffect(() => {
    document.title = title ? `${title} | ${storeName}` : storeName
  }, [title, storeName])
}
