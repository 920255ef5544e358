import { useRef, useState } from "react"
import { Field } from "@/components/ui/field"
import { useObjectUrls } from "../hooks/use-object-urls"
import { addImages, MAX_IMAGES } from "../utils/product-form"
import { cx } from "@/components/ui/cx"
import styles from "./image-picker.module.css"

type Props = { files: File[]; onChange: (files: File[]) => void; disabled: boolean }

/** Up to five images of 5 MB, previewed before upload and removable one by one. */
export function ImagePicker({ files, onChange, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const previews = useObjectUrls(files)

  return (
    <div className={styles.images}>
      <Field
        label="Images"
        hint={`Up to ${MAX_IMAGES} images, each up to 5MB (PNG, JPEG, WebP or GIF). ${files.length} of ${MAX_IMAGES} chosen.`}
        error={error}
      >
        {(field) => (
          <input
            {...field}
            ref={input}
            className={cx("input", styles.file)}
            type="file"
            name="images"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            disabled={disabled || files.length >= MAX_IMAGES}
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? [])
              const next = addImages(files, picked)
              setError(next.error)
              onChange(next.files)
              // Cleared so the same file can be picked again after removing it.
              e.target.value = ""
            }}
          />
        )}
      </Field>
      {files.length > 0 && (
        <ul role="list" className={styles.previews}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className={styles.previewItem}>
              <img src={previews[i]} alt={`Preview of ${file.name}`} />
              <button
                type="button"
                className={styles.previewRemove}
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => {
                  setError(null)
                  onChange(files.filter((_, j) => j !== i))
                  input.current?.focus()
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
