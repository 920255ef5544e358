import { act, renderHook } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "@/lib/api"
import { useFormError } from "./use-form-error"

const toastError = vi.fn()
vi.mock("@/components/toast", () => ({ useToast: () => ({ error: toastError }) }))

beforeEach(() => {
  toastError.mockClear()
})

describe("useFormError", () => {
  it("shows a check's problem inline and as a toast, and stops the send", () => {
    const { result } = renderHook(() => useFormError())
    let stop = false
    act(() => {
      stop = result.current.rejects("Please fill in all required fields")
    })
    expect(stop).toBe(true)
    expect(result.current.error).toBe("Please fill in all required fields")
    expect(toastError).toHaveBeenCalledWith("Please fill in all required fields")
  })

  it("clears the line and lets the send go when the check passes", () => {
    const { result } = renderHook(() => useFormError())
    act(() => void result.current.rejects("Too short"))
    let stop = true
    act(() => {
      stop = result.current.rejects(null)
    })
    expect(stop).toBe(false)
    expect(result.current.error).toBeNull()
    expect(toastError).toHaveBeenCalledTimes(1)
  })

  it("reports a refused request with the server's message", () => {
    const { result } = renderHook(() => useFormError())
    act(() =>
      result.current.reportFailure(new ApiError("Current password is incorrect", { status: 400 }), { failed: "Failed", network: "Offline" })
    )
    expect(result.current.error).toBe("Current password is incorrect")
    expect(toastError).toHaveBeenCalledWith("Current password is incorrect")
  })
})
