import { useEffect, useState } from "react"

/**
 * Preview URLs for picked files. Each URL keeps its file in memory until it is
 * revoked, so the previous set is revoked when the files change and the last
 * set when the form unmounts. Made in an effect (not during render) so a
 * discarded render never leaks one.
 */
export function useObjectUrls(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([])
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file))
    setUrls(made)
    return () => made.forEach((url) => URL.revokeObjectURL(url))
  }, [files])
  return urls
}
