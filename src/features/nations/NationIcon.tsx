import { useImageSrc } from '@/state/use-image-src'
import { NationIcon as Icon } from '@/ui/nation-icon'

export interface NationIconProps {
  url: string | null
  abbreviation: string
  name: string
  /** Edge length in px. */
  size?: number
  className?: string
}

/**
 * A nation's icon: its uploaded picture, or its abbreviation on a banner colour when there is
 * none, the picture fails, or user content is switched off.
 */
export function NationIcon({ url, ...props }: NationIconProps) {
  return <Icon src={useImageSrc(url)} {...props} />
}
