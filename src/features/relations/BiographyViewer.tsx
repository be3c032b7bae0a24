import { Button } from '@/ui/button'
import { Dialog, DialogActions, DialogBody, DialogDescription, DialogTitle } from '@/ui/dialog'
import type { Player } from '@/api/players.types'
import { RELATIONS_TEXTS } from './texts'

export interface BiographyViewerProps {
  /** The player whose biography is open; null when closed. */
  player: Player | null
  onClose: () => void
}

/** A player's biography, read only, as plain text (never HTML). */
export function BiographyViewer({ player, onClose }: BiographyViewerProps) {
  return (
    <Dialog open={player !== null} onClose={onClose} size="lg">
      {player && (
        <>
          <DialogTitle className="[overflow-wrap:anywhere]">
            {RELATIONS_TEXTS.biographyOf(player.displayName)}
          </DialogTitle>
          {player.accountOwner && (
            <DialogDescription>
              {RELATIONS_TEXTS.owner}: @{player.accountOwner}
            </DialogDescription>
          )}
          <DialogBody>
            {player.biography ? (
              <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-soft sm:text-base">
                {player.biography}
              </p>
            ) : (
              <p className="text-sm text-subtle italic">{RELATIONS_TEXTS.noBiography}</p>
            )}
          </DialogBody>
          <DialogActions>
            <Button color="secondary" autoFocus onClick={onClose}>
              {RELATIONS_TEXTS.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}
