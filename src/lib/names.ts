// Names of characters, nations and banks are unique case-insensitively, and the server keeps the
// stored spelling (server-rules): a name typed, or sent back, in another case, or with spaces
// around it, is still the same one.

/** What two names that are the same one have in common: the key to compare or look them up by. */
export const nameKey = (name: string) => name.trim().toLowerCase()

/** Whether `a` and `b` name the same character, nation or bank. */
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b)
