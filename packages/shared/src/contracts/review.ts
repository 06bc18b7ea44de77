/**
 * The wrong-question book, its training camp and error correction (issue 11 items 2 and 3):
 * apps/server/src/modules/learning/wrong-book and modules/correction/error-corrections.
 */
export {};
