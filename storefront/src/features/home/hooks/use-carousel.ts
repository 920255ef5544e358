import { useCallback, useEffect, useState } from "react"

/** Advance every 3 s; arrows and dots pause auto-play for 10 s, then it resumes (requirements LST-01). */
export const CAROUSEL_INTERVAL_MS = 3000
export const CAROUSEL_MANUAL_PAUSE_MS = 10_000

type Options = { interval?: number; manualPause?: number; autoPlay?: boolean }

export function useCarousel(count: number, options: Options = {}) {
  const { interval = CAROUSEL_INTERVAL_MS, manualPause = CAROUSEL_MANUAL_PAUSE_MS, autoPlay = true } = options
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  // Bumped by every manual use, so a second click restarts the 10 s pause.
  const [manualUse, setManualUse] = useState(0)

  useEffect(() => {
    if (!autoPlay || paused || count < 2) return
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), interval)
    return () => clearTimeout(timer)
  }, [autoPlay, paused, count, interval, index])

  useEffect(() => {
    if (!paused) return
    const timer = setTimeout(() => setPaused(false), manualPause)
    return () => clearTimeout(timer)
  }, [paused, manualPause, manualUse])

  const manual = useCallback(
    (next: (i: number) => number) => {
      if (count < 1) return
      setIndex((i) => ((next(i) % count) + count) % count)
      setPaused(true)
      setManualUse((n) => n + 1)
    },
    [count]
  )

  return {
    index: count ? Math.min(index, count - 1) : 0,
    paused,
    next: useCallback(() => manual((i) => i + 1), [manual]),
    prev: useCallback(() => manual((i) => i - 1), [manual]),
    goTo: useCallback((target: number) => manual(() => target), [manual]),
  }
}
