// User text next to the interface's own: names, messages and file names are shown bidi-isolated
// (`dir="auto"` or <bdi>, which the browser isolates), so a right-to-left override (U+202E) in
// them cannot reorder the text around them.

/** Explicit direction embeddings, overrides and isolates (LRE ... RLO, LRI ... PDI). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A file name as shown: without explicit direction controls, which only ever serve to disguise
 * one (`invoice\u202Efdp.exe` shows as "invoiceexe.pdf"). Downloads keep the stored name.
 */
export const shownFileName = (name: string) => name.replace(BIDI_CONTROLS, '');
