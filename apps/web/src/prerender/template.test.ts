import { describe, expect, it } from 'vitest';
import { loginTemplate, TOKENS, templateFile } from './template';

/** dist/index.html as Vite writes it (apps/web/index.html with the entry's script and stylesheet). */
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>edu-console</title>
    <style>.boot{display:flex}</style>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-B2.css">
  </head>
  <body>
    <div id="root"><div class="boot" role="status" aria-label="Loading..."></div></div>
    <noscript>This console needs JavaScript.</noscript>
  </body>
</html>
`;

const input = {
  htmlLang: 'en',
  language: 'en',
  markup: `<link rel="preload" as="image" href="${TOKENS.logo}"/><!--$--><!--/$--><div class="login">${TOKENS.name}</div>`,
  entryCss: [{ href: '/assets/index-B2.css', css: 'html,body{margin:0}\n' }],
  loginCss: [{ href: '/assets/LoginPage-C3.css', css: '.login{display:grid}' }],
};

describe('loginTemplate', () => {
  const html = loginTemplate(INDEX, input);

  it('puts the markup in #root, marked with its language, and the brand block after it', () => {
    expect(html).toContain(
      `<div id="root" data-prerendered="login" data-lang="en"><!--$--><!--/$--><div class="login">${TOKENS.name}</div></div>` +
        `<script type="application/json" id="brand-info">${TOKENS.brandJson}</script>`,
    );
    expect(html).not.toContain('class="boot" role="status"');
    expect(html).toContain('<noscript>');
  });

  it('sets the language and the title token', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>${TOKENS.name}</title>`);
  });

  it('titles the page "<page> - <brand>" as the page itself does once it runs, escaped', () => {
    expect(loginTemplate(INDEX, { ...input, pageTitle: 'Log in' })).toContain(`<title>Log in - ${TOKENS.name}</title>`);
    expect(loginTemplate(INDEX, { ...input, pageTitle: 'A & <B>' })).toContain(
      `<title>A &amp; &lt;B&gt; - ${TOKENS.name}</title>`,
    );
  });

  it('inlines the stylesheets, entry first, and leaves them as disabled links for the preload helper', () => {
    const entry = html.indexOf('<style>html,body{margin:0}</style>');
    const login = html.indexOf('<style>.login{display:grid}</style>');
    expect(entry).toBeGreaterThan(0);
    expect(login).toBeGreaterThan(entry);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-B2.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginPage-C3.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // The entry script stays as it was.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
  });

  it("moves react-dom's hoisted resources into the head", () => {
    const preload = html.indexOf(`<link rel="preload" as="image" href="${TOKENS.logo}"/>`);
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses an index.html it does not know, and CSS that would close its element', () => {
    expect(() => loginTemplate(INDEX.replace('<div id="root">', '<main id="app">'), input)).toThrow(/root/);
    expect(() => loginTemplate(INDEX.replace('<title>edu-console</title>', ''), input)).toThrow(/title/);
    expect(() =>
      loginTemplate(INDEX, { ...input, loginCss: [{ href: '/a.css', css: 'a{}</style><script>' }] }),
    ).toThrow(/<\/style/);
    expect(() => loginTemplate(INDEX, { ...input, entryCss: [{ href: '/assets/other.css', css: 'a{}' }] })).toThrow(
      /other\.css/,
    );
  });
});

describe('templateFile', () => {
  it('names one file per language and variant', () => {
    expect(templateFile('ja', false)).toBe('login.ja.html');
    expect(templateFile('ja', true)).toBe('login.ja.logo.html');
  });
});
