import { useEffect, type RefObject } from "react"

/**
 * Opens and closes a native <dialog> as `open` changes: showModal gives the
 * focus trap, the inert page behind and Escape for free. jsdom and older
 * browsers lack showModal, so the open attribute stands in for it there.
 * With `returnFocus`, focus goes back to what opened the dialog on close.
 */
export function useNativeDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, returnFocus = false) {
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
      openers.set(dialog, returnFocus ? opener : null)
      if (typeof dialog.showModal === "function") dialog.showModal()
      else dialog.setAttribute("open", "")
      // showModal focuses the first focusable element (the close button); a form asks for its first field instead.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus()
    } else if (!open && dialog.open) {
      closeDialog(dialog)
      openers.get(dialog)?.focus()
    }
  }, [ref, open, returnFocus])

  // A dialog unmounted while open (a page left with it showing) closes with it.
  useEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog?.open) closeDialog(dialog)
    }
  }, [ref])
}

const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>()

function closeDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === "function") dialog.close()
  else dialog.removeAttribute("open")
}
