import type { ReactNode } from "react"
import { Link } from "react-router"
import { buttonClass } from "@/components/ui/button"
import { StateCard } from "@/components/ui/state-card"

type Props = {
  icon?: ReactNode
  title: string
  text: string
  /** The page to come back to after signing in. */
  from: string
  /** Offers Sign Up beside Login. */
  signUp?: boolean
}

/** A page one must be signed in to see: says why, with Login (and Sign Up) that come back here. */
export function SignInCard({ icon, title, text, from, signUp = true }: Props) {
  return (
    <StateCard
      icon={icon}
      title={title}
      text={text}
      actions={
        <>
          <Link className={buttonClass()} to="/login" state={{ from }}>
            Login
          </Link>
          {signUp && (
            <Link className={buttonClass({ variant: "ghost" })} to="/signup" state={{ from }}>
              Sign Up
            </Link>
          )}
        </>
      }
    />
  )
}
