import { useEffect, useState } from "react"
import { API_BASE } from "@/lib/api"
import { getToken } from "@/lib/auth-token"

type Props = { path: string; alt: string; className?: string }

/**
 * An image the API keeps private (a return's photos, issue 45): an <img src>
 * cannot send the sign-in token, so the bytes are fetched with it and shown
 * from an object URL, revoked when the image goes. A refused or failed read
 * shows the alt text as a link-less note.
 */
export function PrivateImage({ path, alt, className }: Props) {
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let made: string | null = null
    let live = true
    const token = getToken()
    fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        if (!live) return
        made = URL.createObjectURL(blob)
        setUrl(made)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
      if (made) URL.revokeObjectURL(made)
    }
  }, [path])
  if (failed) return <span className={className}>{alt} (could not be loaded)</span>
  return url ? <img src={url} alt={alt} className={className} /> : <span className={className}>Loading {alt}…</span>
}
