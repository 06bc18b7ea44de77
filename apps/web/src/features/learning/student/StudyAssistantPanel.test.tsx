import { describe, expect, it } from 'vitest';
import { assistantHtml } from './StudyAssistantPanel';

describe("the assistant's text on the page", () => {
  it('is text: script and HTML stay words, nothing runs', () => {
    const html = assistantHtml('Look: <script>window.__pwned = 1</script><img src=x onerror="alert(1)"> done');
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toContain('<script>window.__pwned = 1</script>');
  });

  it('typesets formulas and keeps paragraphs and bold', () => {
    const box = document.createElement('div');
    box.innerHTML = assistantHtml('First **isolate** $x^2$.\n\nThen divide by $\\frac{1}{2}$.');
    expect(box.querySelectorAll('p')).toHaveLength(2);
    expect(box.querySelector('strong')?.textContent).toBe('isolate');
    expect(box.querySelectorAll('.katex').length).toBe(2);
  });
});
