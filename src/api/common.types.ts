// Wire shapes shared by every resource. Each resource's own shapes live beside its module
// (`auth.types.ts` beside `auth.ts`); `types.ts` re-exports them all for the fake backend.

export type IsoDate = string

/** Every error body the server sends. */
export interface ApiErrorBody {
  success: false
  error: string
  message: string
}
