import { QueryErrorResetBoundary } from "@tanstack/react-query"
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from "react"
import { isApiError } from "@/lib/api"
import "@/styles/forms.css"
import { StateCard } from "@/components/ui/state-card"
import { Button, buttonClass } from "@/components/ui/button"
import { wrapPage } from "./wrap-page"

type Props = { children: ReactNode; onReset?: () => void }
type State = { error: Error | null }

/**
 * A page's own error boundary: a crash shows a calm message with "Try again",
 * which re-mounts the page (and lets failed queries fetch again) instead of
 * reloading the whole site. Network errors keep their texts (requirements ACC-08).
 */
class Boundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Page failed to render", error, info.componentStack)
  }

  private retry = () => {
    this.props.onReset?.()
    this.setState({ error: null })
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const message = isApiError(error) && error.kind !== "http" ? error.message : "This page could not be displayed. Please try again."
    return (
      <section className="page">
        <StateCard
          icon="!"
          title="Something went wrong"
          text={message}
          role="alert"
          actions={
            <>
              <Button onClick={this.retry}>Try again</Button>
              <a className={buttonClass({ variant: "ghost" })} href="/">
                Back to home
              </a>
            </>
          }
        />
      </section>
    )
  }
}

export function PageBoundary({ children }: { children: ReactNode }) {
  return <QueryErrorResetBoundary>{({ reset }) => <Boundary onReset={reset}>{children}</Boundary>}</QueryErrorResetBoundary>
}

/** A route's component: the page inside its own error boundary. */
export const withPageBoundary = (Page: ComponentType) => wrapPage(PageBoundary, Page)
