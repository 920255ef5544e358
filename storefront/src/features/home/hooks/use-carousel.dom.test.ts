import { act, renderHook } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { useCarousel } from "./use-carousel"

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe("useCarousel", () => {
  it("advances every 3 s and wraps around", () => {
    const { result } = renderHook(() => useCarousel(4))
    expect(result.current.index).toBe(0)
    advance(2999)
    expect(result.current.index).toBe(0)
    advance(1)
    expect(result.current.index).toBe(1)
    // Each step is scheduled after the previous render, so advance one interval at a time.
    advance(3000)
    advance(3000)
    expect(result.current.index).toBe(3)
    advance(3000)
    expect(result.current.index).toBe(0)
  })

  it("pauses for 10 s after an arrow or dot, then resumes", () => {
    const { result } = renderHook(() => useCarousel(4))
    act(() => result.current.next())
    expect(result.current.index).toBe(1)
    expect(result.current.paused).toBe(true)
    advance(9999)
    expect(result.current.index).toBe(1)
    advance(1)
    expect(result.current.paused).toBe(false)
    advance(3000)
    expect(result.current.index).toBe(2)
  })

  it("restarts the pause on every manual use, and prev and goTo wrap", () => {
    const { result } = renderHook(() => useCarousel(4))
    act(() => result.current.prev())
    expect(result.current.index).toBe(3)
    advance(8000)
    act(() => result.current.goTo(1))
    advance(8000)
    expect(result.current.paused).toBe(true)
    expect(result.current.index).toBe(1)
    advance(2000)
    expect(result.current.paused).toBe(false)
    advance(3000)
    expect(result.current.index).toBe(2)
  })

  it("stays still with one slide or without auto-play", () => {
    const one = renderHook(() => useCarousel(1))
    advance(10_000)
    expect(one.result.current.index).toBe(0)
    const still = renderHook(() => useCarousel(4, { autoPlay: false }))
    advance(10_000)
    expect(still.result.current.index).toBe(0)
  })
})
