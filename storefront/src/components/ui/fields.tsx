import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react"
import { cx } from "./cx"
import { Field } from "./field"

/** What the kit's one-element fields take besides their control's own props. */
type FieldProps = {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** The label's "*"; by default it follows `required`. */
  star?: boolean
  /** Goes to the field's wrapper, like Field's. */
  className?: string
  /** Added to the control's own class ("input", "select", "textarea"). */
  controlClassName?: string
}

type Without<P> = Omit<P, keyof FieldProps | "id" | "aria-describedby" | "aria-invalid">

/** A Field with an <input class="input">; every other prop reaches the input. */
export function TextField({
  label,
  hint,
  error,
  star,
  className,
  controlClassName,
  ...input
}: FieldProps & Without<InputHTMLAttributes<HTMLInputElement>>) {
  return (
    <Field label={label} hint={hint} error={error} required={star ?? input.required} className={className}>
      {(field) => <input {...field} className={cx("input", controlClassName)} {...input} />}
    </Field>
  )
}

/** A Field with a <select class="select">; the options are its children, every other prop reaches the select. */
export function SelectField({
  label,
  hint,
  error,
  star,
  className,
  controlClassName,
  ...select
}: FieldProps & Without<SelectHTMLAttributes<HTMLSelectElement>>) {
  return (
    <Field label={label} hint={hint} error={error} required={star ?? select.required} className={className}>
      {(field) => <select {...field} className={cx("select", controlClassName)} {...select} />}
    </Field>
  )
}

/** A Field with a <textarea class="textarea">; every other prop reaches the textarea. */
export function TextAreaField({
  label,
  hint,
  error,
  star,
  className,
  controlClassName,
  ...textarea
}: FieldProps & Without<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} hint={hint} error={error} required={star ?? textarea.required} className={className}>
      {(field) => <textarea {...field} className={cx("textarea", controlClassName)} {...textarea} />}
    </Field>
  )
}
