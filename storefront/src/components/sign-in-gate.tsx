import type { ComponentProps, ReactNode } from "react"
import { PageLoader } from "@/components/ui/spinner"
import { SignInCard } from "./sign-in-card"

type Props = ComponentProps<typeof SignInCard> & {
  /** Auth is still being checked: the page loader with `loadingLabel`. */
  loading: boolean
  loadingLabel: string
  signedIn: boolean
  children: ReactNode
}

/** A page one must be signed in to see: a loader while auth is checked, the sign-in card for a guest, else the page. */
export function SignInGate({ loading, loadingLabel, signedIn, children, ...card }: Props) {
  if (loading) return <PageLoader label={loadingLabel} />
  if (!signedIn) {
    return (
      <div className="page">
        <SignInCard {...card} />
      </div>
    )
  }
  return <>{children}</>
}
