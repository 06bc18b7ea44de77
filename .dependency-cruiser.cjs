/**
 * Boundaries that hold by themselves (issue 9 item 6; docs/conventions.md "Boundaries"), checked by
 * `npm run lint:deps` inside `npm test`:
 * - no import circle anywhere (runtime imports, lazy import() included; type-only imports are erased and
 *   do not count);
 * - web: a feature never imports another feature; the shell and the UI kit never import a feature; the app
 *   core imports features only through the lazy page maps (app/pages/);
 * - server: a module reaches another module only through its public file (modules/<name>/index.ts); the
 *   layers below the modules (http, db, access) use modules only through those files too.
 */
const notTest = '(\\.test\\.tsx?|/test-fixtures\\.ts|/test-utils\\.tsx?)$|^apps/server/src/test/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: files that cannot be understood, tested or loaded one without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-to-feature',
      severity: 'error',
      comment: 'Features import app, ui and shared, never each other (DESIGN.md section 5).',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: notTest },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shell-or-ui-to-feature',
      severity: 'error',
      comment: 'The shell and the UI kit serve every feature; they know none.',
      from: { path: '^apps/web/src/(shell|ui)/', pathNot: notTest },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'ui-to-shell',
      severity: 'error',
      comment: 'The UI kit sits below the shell.',
      from: { path: '^apps/web/src/ui/', pathNot: notTest },
      to: { path: '^apps/web/src/shell/' },
    },
    {
      name: 'app-to-feature',
      severity: 'error',
      comment: 'The app core reaches pages only through the lazy page maps (app/pages/).',
      from: { path: '^apps/web/src/app/', pathNot: `(^apps/web/src/app/pages/)|${notTest}` },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'module-to-module-internals',
      severity: 'error',
      comment: 'A server module uses another only through its public file modules/<name>/index.ts.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: notTest },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'layer-to-module-internals',
      severity: 'error',
      comment:
        'The layers outside the modules (app, http, db, access, plugins, scripts) use them only through their public files.',
      from: { path: '^apps/server/(src|scripts)/', pathNot: [`^apps/server/src/modules/`, notTest] },
      to: {
        path: '^apps/server/src/modules/.+',
        pathNot: ['^apps/server/src/modules/index\\.ts$', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
  ],
  allowed: [],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
