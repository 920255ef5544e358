import { useState, type FormEvent, type ReactNode } from "react"
import type { UseMutationResult } from "@tanstack/react-query"
import { useToast } from "@/components/toast"
import { Field } from "@/components/ui/field"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { cx } from "@/components/ui/cx"
import { failureText } from "../utils/messages"
import ui from "./admin.module.css"

/** What the server answers a confirmation with (a message, one result per confirmed match). */
type ConfirmAnswer = { message?: string }
/** One line of the confirmation's outcome. */
type OutcomeLine = { key: string; label: ReactNode; message: string }
/** The bank statement's and remittance's answers: one result per order. */
type OrderResults = { results: { orderId: string; orderNumber?: string | null; message: string }[] }
/** Their outcome lines: the order number (or id) and what happened to it. */
export const orderOutcome = (answer: OrderResults): OutcomeLine[] =>
  answer.results.map((r) => ({ key: r.orderId, label: r.orderNumber ?? r.orderId, message: r.message }))

type Props<Preview, Match, Confirmation, Answer extends ConfirmAnswer> = {
  /** Names the section's ids and test ids ("reconcile": admin-reconcile, reconcile-preview, reconcile-match…). */
  name: string
  title: string
  fileLabel: string
  /** The form field's name, as the server reads the upload. */
  fileField: string
  previewLabel: string
  texts: { noFile: string; unreadable: string; confirmFailed: string; confirmed: (answer: Answer) => string }
  upload: UseMutationResult<Preview, unknown, File>
  confirm: UseMutationResult<Answer, unknown, Confirmation[]>
  matches: (preview: Preview) => Match[]
  matchKey: (match: Match) => string
  toConfirmation: (match: Match) => Confirmation
  /** The summary line over the matches. */
  summary: (preview: Preview) => ReactNode
  noMatches: string
  /** A match's line beside its checkbox. */
  match: (match: Match) => ReactNode
  /** What is listed under the matches and never confirmed (amounts that differ, rows without an order…). */
  rest: (preview: Preview) => ReactNode
  confirmLabel: (count: number, pending: boolean) => string
  /** The confirmation's answer as lines (what happened to each confirmed match). */
  outcome: (answer: Answer) => OutcomeLine[]
}

/**
 * "CSV preview and confirm" (bank statement, COD remittance, Razorpay settlements): upload the file, read the
 * server's preview, tick the matches to confirm. Nothing is confirmed before the click;
 * the server keeps no copy of the file.
 */
export function CsvPreviewPanel<Preview, Match, Confirmation, Answer extends ConfirmAnswer>(
  props: Props<Preview, Match, Confirmation, Answer>
) {
  const { name, upload, confirm, matches, matchKey, texts } = props
  const toast = useToast()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [outcome, setOutcome] = useState<Answer | null>(null)
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return setError(texts.noFile)
    setError(null)
    setOutcome(null)
    upload.mutate(file, {
      onSuccess: (answer) => {
        setPreview(answer)
        setChosen(new Set(matches(answer).map(matchKey)))
      },
      onError: (e) => {
        setPreview(null)
        setError(failureText(e, texts.unreadable))
      },
    })
  }

  const confirmChosen = () => {
    if (!preview) return
    const confirmations = matches(preview)
      .filter((m) => chosen.has(matchKey(m)))
      .map(props.toConfirmation)
    if (!confirmations.length) return
    confirm.mutate(confirmations, {
      onSuccess: (answer) => {
        setOutcome(answer)
        toast.success(texts.confirmed(answer))
      },
      onError: (e) => toast.error(failureText(e, texts.confirmFailed)),
    })
  }

  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  return (
    <section className={ui.card} aria-labelledby={`admin-${name}-title`} data-testid={`admin-${name}`}>
      <div className={ui.cardHead}>
        <h2 id={`admin-${name}-title`} className={ui.cardTitle}>
          {props.title}
        </h2>
      </div>
      <form onSubmit={submit}>
        <Field label={props.fileLabel}>
          {(field) => (
            <input
              {...field}
              type="file"
              className={ui.file}
              name={props.fileField}
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null)
                setPreview(null)
                setOutcome(null)
              }}
            />
          )}
        </Field>
        <Button type="submit" size="small" disabled={upload.isPending}>
          {upload.isPending ? "Reading..." : props.previewLabel}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {preview && (
        <div data-testid={`${name}-preview`}>
          <p className={ui.muted}>{props.summary(preview)}</p>
          <h3 className={ui.heading}>Matched</h3>
          {matches(preview).length === 0 ? (
            <p className={ui.muted}>{props.noMatches}</p>
          ) : (
            <ul role="list">
              {matches(preview).map((m) => (
                <li key={matchKey(m)} data-testid={`${name}-match`}>
                  <label>
                    <input type="checkbox" checked={chosen.has(matchKey(m))} onChange={() => toggle(matchKey(m))} /> {props.match(m)}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {props.rest(preview)}
          <Button onClick={confirmChosen} disabled={confirm.isPending || chosen.size === 0 || !!outcome}>
            {props.confirmLabel(chosen.size, confirm.isPending)}
          </Button>
          {outcome && (
            <ul role="list" data-testid={`${name}-outcome`}>
              {props.outcome(outcome).map((line) => (
                <li key={line.key}>
                  {line.label}: {line.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}

/** A line of the preview's muted second row (a match's CSV row). */
export const MutedLine = ({ children }: { children: ReactNode }) => <span className={cx(ui.muted, ui.block)}>{children}</span>
