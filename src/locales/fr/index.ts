// This language's catalogue files, each loaded as its own small chunk when an area's table is read
// (src/lib/i18n/catalogue.ts). One such map per language keeps the reader from carrying the file
// names of every language.
export default import.meta.glob<Record<string, string>>('./*.json', { import: 'default' })
