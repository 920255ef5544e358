import { useCallback, useEffect, useRef, useState } from "react"
import { TOAST_TIMINGS } from "./toast-types"

type ToastPhase = "entering" | "visible" | "exiting"

/**
 * One toast's life: entering → visible (after 50 ms) → counting down in 16 ms
 * ticks while not paused → exiting → removed 300 ms later. Hovering pauses the
 * countdown; the progress bar reads `remaining / duration`.
 */
export function useToastLifecycle(duration: number, onRemove: () => void) {
  const [phase, setPhase] = useState<ToastPhase>("entering")
  const [remaining, setRemaining] = useState(duration)
  const [paused, setPaused] = useState(false)
  const onRemoveRef = useRef(onRemove)
  onRemoveRef.current = onRemove

  useEffect(() => {
    const timer = setTimeout(() => setPhase((p) => (p === "entering" ? "visible" : p)), TOAST_TIMINGS.enterDelay)
    return () => clearTimeout(timer)
  }, [])

  // The countdown runs from the start (also while entering) and stops while hovered or leaving.
  useEffect(() => {
    if (paused || phase === "exiting") return
    const interval = setInterval(() => {
      setRemaining((left) => Math.max(0, left - TOAST_TIMINGS.tick))
    }, TOAST_TIMINGS.tick)
    return () => clearInterval(interval)
  }, [paused, phase])

  useEffect(() => {
    if (remaining <= 0 && phase !== "exiting") setPhase("exiting")
  }, [remaining, phase])

  useEffect(() => {
    if (phase !== "exiting") return
    const timer = setTimeout(() => onRemoveRef.current(), TOAST_TIMINGS.exit)
    return () => clearTimeout(timer)
  }, [phase])

  const close = useCallback(() => setPhase("exiting"), [])

  return {
    phase,
    progress: duration > 0 ? remaining / duration : 0,
    paused,
    pause: useCallback(() => setPaused(true), []),
    resume: useCallback(() => setPaused(false), []),
    close,
  }
}
