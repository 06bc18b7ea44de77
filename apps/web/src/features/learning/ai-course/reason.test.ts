import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { LEARNING_NS } from '../i18n';
import { pKnownText, reasonSentence } from './reason';

const reason = {
  rule: 'lowest' as const,
  knowledgePointId: 7,
  knowledgePointName: 'Linear equations',
  pKnown: 0.3141,
  answers: 4,
  difficulty: 2,
  targetDifficulty: 2,
};

afterEach(() => changeLanguage('en'));

describe('why an AI course item was chosen', () => {
  it('makes the sentence from the structured reason', async () => {
    await changeLanguage('en');
    const t = i18n.getFixedT('en', LEARNING_NS);
    expect(reasonSentence(t, reason)).toBe(
      'Knowledge point Linear equations: P(known) 0.31 after 4 answers, the lowest; question difficulty 2 (target 2)',
    );
    expect(reasonSentence(t, { ...reason, rule: 'lesson-first', difficulty: null, targetDifficulty: null })).toBe(
      'Knowledge point Linear equations: P(known) 0.31 after 4 answers, the lowest; a lesson on it comes first',
    );
  });
  it('says it in Chinese too', async () => {
    await changeLanguage('zh');
    const t = i18n.getFixedT('zh', LEARNING_NS);
    expect(reasonSentence(t, reason)).toContain('知识点「Linear equations」:P(掌握) 0.31(基于 4 次作答)');
  });
  it('shows P(known) with two decimals', () => {
    expect(pKnownText(0.956)).toBe('0.96');
    expect(pKnownText(0)).toBe('0.00');
  });
});
