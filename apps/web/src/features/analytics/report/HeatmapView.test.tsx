import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installMatchMedia } from '../../test-utils';
import '../i18n';

// The requests, answered as the server would (its contract's shapes), each recording what it was asked.
const asked = vi.hoisted(() => ({ heatmap: [] as unknown[], students: [] as unknown[], answers: [] as unknown[] }));
const answer = <T,>(data: T) => ({
  data,
  error: null,
  isError: false,
  isLoading: false,
  isFetching: false,
  refetch: () => undefined,
});

vi.mock('../api', () => ({
  useJzxHeatmap: (params: unknown) => {
    asked.heatmap.push(params);
    return answer({
      list: [
        {
          classId: 2,
          className: '八年级1班',
          schoolId: 1,
          schoolName: 'Qiming',
          grade: 8,
          attempts: 24,
          correct: 18,
          cells: [{ knowledgePointId: 9, attempts: 25, correct: 18, facility: 0.72 }],
        },
        {
          classId: 3,
          className: '八年级2班',
          schoolId: 1,
          schoolName: 'Qiming',
          grade: 8,
          attempts: 4,
          correct: 0,
          cells: [{ knowledgePointId: 7, attempts: 4, correct: 0, facility: 0 }],
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
      knowledgePoints: [
        { id: 9, name: '分数的意义', subject: 'math' },
        { id: 7, name: '二次根式', subject: 'math' },
      ],
    });
  },
  useJzxClassStudents: (params: unknown, enabled: boolean) => {
    if (enabled) asked.students.push(params);
    return answer({
      list: [
        {
          studentId: 24,
          name: '何思远',
          username: 'hesiyuan',
          attempts: 6,
          correct: 3,
          cells: [{ knowledgePointId: 9, attempts: 6, correct: 3, facility: 0.5 }],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
      classId: 2,
      className: '八年级1班',
      knowledgePoints: [{ id: 9, name: '分数的意义', subject: 'math' }],
    });
  },
  useJzxStudentAnswers: (params: unknown, enabled: boolean) => {
    if (enabled) asked.answers.push(params);
    return answer({
      list: [
        {
          submissionId: 32,
          lessonId: 10,
          lessonTitle: '15.2 分式的运算',
          questionId: 27,
          questionType: 'single',
          stemText: 'Compute $\\dfrac{1}{2}+\\dfrac{1}{3}$ <img src=x onerror=alert(1)>',
          response: { choices: ['B'] },
          outcome: 'correct',
          submittedAt: '2026-11-27T07:10:26.476Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
      student: { id: 24, name: '何思远', username: 'hesiyuan' },
      knowledgePoint: { id: 9, name: '分数的意义', subject: 'math' },
    });
  },
  exportReport: vi.fn(),
}));

const { HeatmapView } = await import('./HeatmapView');

beforeAll(async () => {
  installMatchMedia();
  await initI18n();
  await changeLanguage('en');
});
afterEach(cleanup);

describe('the heat map', { timeout: 30_000 }, () => {
  it('names each cell by class, knowledge point and figure, colours it, and tells an empty cell from 0 %', async () => {
    render(<HeatmapView filters={{ subject: 'math', weekFrom: '2026-W40' }} />);
    expect(asked.heatmap.at(-1)).toMatchObject({ subject: 'math', weekFrom: '2026-W40', page: 1, pageSize: 20 });

    const cell = screen.getByRole('button', { name: '八年级1班, 分数的意义: 72%' });
    expect(cell).toHaveTextContent('72%');
    expect(cell).toHaveAttribute('data-band', '3');
    expect(cell).toHaveAccessibleDescription('25 answers, 18 right');
    // the answers on keyboard focus too
    fireEvent.focus(cell);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('25 answers, 18 right');

    // 0 % is a coloured figure; no answers is a dash on no colour, and nothing to press
    const zero = screen.getByRole('button', { name: '八年级2班, 二次根式: 0%' });
    expect(zero).toHaveAttribute('data-band', '0');
    const empty = screen.getByText('八年级1班, 二次根式: no answers').closest('[data-testid=jzx-heat-cell]');
    expect(empty).toHaveAttribute('data-empty', 'true');
    expect(empty?.closest('button')).toBeNull();

    // the legend: five bands and the empty look
    const legend = screen.getByRole('list', { name: 'Mastery legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0–19%', '20–39%', '40–59%', '60–79%', '80–100%', '—No answers']);
  });

  it('drills down from a class to its students, and from a student’s cell to the answers', async () => {
    render(<HeatmapView filters={{ subject: 'math', weekFrom: '2026-W40' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the students of 八年级1班' }));
    const drawer = await screen.findByTestId('jzx-class-students');
    expect(asked.students.at(-1)).toMatchObject({ classId: 2, subject: 'math', page: 1 });
    // the week range does not apply to the students' figures, and it says so
    expect(within(drawer).getByText(/the week range does not apply/)).toBeInTheDocument();

    fireEvent.click(within(drawer).getByRole('button', { name: '何思远, 分数的意义: 50%' }));
    const answers = await screen.findByTestId('jzx-student-answers');
    expect(asked.answers.at(-1)).toMatchObject({ studentId: 24, knowledgePointId: 9 });
    const row = within(answers).getByTestId('jzx-answer-row');
    expect(row).toHaveTextContent('15.2 分式的运算');
    expect(row).toHaveTextContent('Right');
    // the stem through the rich-text pipeline: formulas typeset, markup escaped (never run)
    expect(row.querySelector('.katex')).not.toBeNull();
    expect(row.querySelector('img')).toBeNull();
  });
});
