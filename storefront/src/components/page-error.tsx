import { useQueryErrorResetBoundary } from "@tanstack/react-query"
import { useRevalidator, useRouteError } from "react-router"
import { isApiError } from "@/lib/api"
import "@/styles/forms.css"
import { StateCard } from "./ui/state-card"
import { Button, buttonClass } from "./ui/button"

/**
 * A page's route ErrorBoundary (one person's pages: cart, checkout, account, sign-in):
 * a crash shows a calm message with "Try again", which renders the page anew (and
 * lets failed queries fetch again) instead of reloading the whole site. Network
 * errors keep their texts (requirements ACC-08). React Router clears a route's
 * error when a revalidation ends, so "Try again" resets the queries and revalidates.
 */
export function PageError() {
  const error = useRouteError()
  const { reset } = useQueryErrorResetBoundary()
  const revalidator = useRevalidator()
  const message = isApiError(error) && error.kind !== "http" ? error.message : "This page could not be displayed. Please try again."
  const retry = () => {
    reset()
    void revalidator.revalidate()
  }
  return (
    <section className="page">
      <StateCard
        icon="!"
        title="Something went wrong"
        text={message}
        role="alert"
        actions={
          <>
            <Button onClick={retry}>Try again</Button>
            <a className={buttonClass({ variant: "ghost" })} href="/">
              Back to home
            </a>
          </>
        }
      />
    </section>
  )
}
