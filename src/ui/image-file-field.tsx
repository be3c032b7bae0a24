import { PhotoIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { useEffect, useId, useMemo } from 'react'
import { validateImageFile } from '@/lib/images'
import { buttonClasses } from './button'
import { UI_TEXTS } from './control-texts'

export interface ImageFileFieldProps {
  file: File | null
  onChange: (file: File | null) => void
  label?: string
  /** The accepted types and size, in words. */
  hint?: string
  /** What is wrong with the chosen file (or that none is): marks the control, tied to it. */
  error?: string | null
  className?: string
}

/**
 * An image file picker that looks like the console's buttons. The native control stays in the
 * page (visually hidden) for keyboards and screen readers; its label is the visible button.
 */
export function ImageFileField({
  file,
  onChange,
  label = UI_TEXTS.imageFile,
  hint = UI_TEXTS.imageHint,
  error,
  className,
}: ImageFileFieldProps) {
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  return (
    <div className={clsx('space-y-2', className)}>
      <p className="text-sm font-medium text-soft" aria-hidden="true">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          id={inputId}
          type="file"
          aria-label={label}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={clsx(
            buttonClasses('secondary', 'md'),
            'cursor-pointer hover:bg-tint/15 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <PhotoIcon className="size-5" aria-hidden="true" />
          {UI_TEXTS.chooseImage}
        </label>
        <span className="min-w-0 truncate text-sm text-muted" title={file?.name}>
          {file ? `${file.name} (${formatFileSize(file.size)})` : UI_TEXTS.noFileChosen}
        </span>
      </div>
      <p id={hintId} className="text-sm text-subtle">
        {hint}
      </p>
      {error && (
        <p id={errorId} data-slot="error" className="text-sm font-medium text-danger-fg">
          {error}
        </p>
      )}
    </div>
  )
}

/** "512 B", "48 KB", "4.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** A local preview address for an acceptable chosen image, released when the file changes. */
export function useImagePreview(file: File | null): string | null {
  const url = useMemo(() => {
    if (!file || validateImageFile(file) || typeof URL.createObjectURL !== 'function') return null
    return URL.createObjectURL(file)
  }, [file])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return url
}
