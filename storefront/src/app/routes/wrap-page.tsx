import type { ComponentType, ReactNode } from "react"

/** A route's component: the page rendered inside a wrapper (its error boundary, its loader's data). */
export function wrapPage(Wrapper: ComponentType<{ children: ReactNode }>, Page: ComponentType) {
  const Route = () => (
    <Wrapper>
      <Page />
    </Wrapper>
  )
  Route.displayName = `${Wrapper.displayName ?? Wrapper.name}(${Page.displayName ?? Page.name})`
  return Route
}
