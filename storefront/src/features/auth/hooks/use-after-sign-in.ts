import { useCallback } from "react"
import { useLocation, useNavigate, useSearchParams } from "react-router"
import { useToast } from "@/components/toast"
import type { User } from "../types"
import { returnPath } from "../utils/validators"

/**
 * After a successful sign-in: the welcome toast, then back to where the
 * shopper came from (or /): the link's state, else its ?from= (which survives
 * a new tab, a reload or a click before the page was interactive).
 */
export function useAfterSignIn() {
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const from = (location.state as { from?: unknown } | null)?.from ?? params.get("from")
  return useCallback(
    (user: User, message: (firstName: string) => string) => {
      toast.success(message(user.firstName))
      navigate(returnPath(from), { replace: true })
    },
    [toast, navigate, from]
  )
}
