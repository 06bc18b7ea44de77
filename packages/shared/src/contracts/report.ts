/**
 * Reports and share links (issue 11 items 4 and 5): apps/server/src/modules/reports.
 */
export {};
