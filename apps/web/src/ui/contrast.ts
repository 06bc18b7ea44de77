/** WCAG contrast arithmetic: one pure module in packages/shared, used by the shell and by the server's theme checks. */
export * from '@edu/shared/contrast';
