/** What every panel is given by the dashboard. */
export interface PanelProps {
  /** Its heading's id. */
  id: string
  /** Its place in the dashboard's grid. */
  className?: string
  /** The selected character. */
  character: string
  /** A deceased character sees its history, but nothing that acts. */
  deceased: boolean
}
