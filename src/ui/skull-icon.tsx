import type { SVGProps } from 'react'

/** Heroicons has no skull; this one follows their 20px solid style for the "Deceased" badge. */
export function SkullIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" data-slot="icon" {...props}>
      <path
        fillRule="evenodd"
        d="M10 1.5c-4.28 0-7.5 3.05-7.5 7.06 0 2.2.98 4.1 2.5 5.34V16a1.5 1.5 0 0 0 1.5 1.5h.75v-1.75a.75.75 0 0 1 1.5 0v1.75h2.5v-1.75a.75.75 0 0 1 1.5 0v1.75h.75A1.5 1.5 0 0 0 15 16v-2.1c1.52-1.24 2.5-3.14 2.5-5.34 0-4.01-3.22-7.06-7.5-7.06ZM7 7.75a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5Zm6 0a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5Zm-3 3.5a.5.5 0 0 1 .43.24l.75 1.25a.5.5 0 0 1-.43.76h-1.5a.5.5 0 0 1-.43-.76l.75-1.25a.5.5 0 0 1 .43-.24Z"
        clipRule="evenodd"
      />
    </svg>
  )
}
