import { renderHook } from "@testing-library/react"
import { createContext, type ReactNode } from "react"
import { describe, expect, it, vi } from "vitest"
import { useRequiredContext } from "./use-required-context"

const NumberContext = createContext<number | null>(null)

describe("useRequiredContext", () => {
  it("returns the provider's value, falsy ones too", () => {
    const wrapper = ({ children }: { children: ReactNode }) => <NumberContext.Provider value={0}>{children}</NumberContext.Provider>
    const { result } = renderHook(() => useRequiredContext(NumberContext, "needs a provider"), { wrapper })
    expect(result.current).toBe(0)
  })

  it("throws the given message without a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {}) // React logs the thrown error too
    expect(() => renderHook(() => useRequiredContext(NumberContext, "needs <NumberProvider>"))).toThrow("needs <NumberProvider>")
  })
})
