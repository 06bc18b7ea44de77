import { type ExportJzxErrorsQuery, type ExportJzxReportQuery, JZX_EXPORT_ROW_CAP, type Language } from '@edu/shared';
import type { OrgScope } from '../../access/org';
import type { Db } from '../../db/client';
import { attachment, XLSX_TYPE } from '../../http/attachment';
import { getJzxHeatmap } from './heatmap';
import { errorRows, getJzxMostMissed, getJzxTrends, itemRows } from './items';

// Each view as one XLSX sheet (the filters of the view, the first JZX_EXPORT_ROW_CAP rows in its order),
// headers in the caller's language, built in memory (a capped sheet is small) as org's template is.

type Cell = string | number | null;
type View = ExportJzxReportQuery['view'] | 'errors';

const L = (zh: string, en: string, es: string, ja: string): Record<Language, string> => ({ zh, en, es, ja });

const SHEETS: Record<View, Record<Language, string>> = {
  heatmap: L('知识点掌握', 'Mastery', 'Dominio', '知識点の習熟'),
  items: L('题目分析', 'Item analysis', 'Análisis de ítems', '設問分析'),
  mostMissed: L('最常错', 'Most missed', 'Más fallados', '誤答の多い設問'),
  trends: L('周趋势', 'Weekly trend', 'Tendencia semanal', '週ごとの推移'),
  errors: L('错题榜', 'Error list', 'Lista de errores', '誤答リスト'),
};

const H = {
  school: L('学校', 'School', 'Escuela', '学校'),
  class: L('班级', 'Class', 'Clase', 'クラス'),
  grade: L('年级', 'Grade', 'Curso', '学年'),
  kp: L('知识点', 'Knowledge point', 'Punto de conocimiento', '知識点'),
  subject: L('学科', 'Subject', 'Asignatura', '教科'),
  attempts: L('作答数', 'Answers', 'Respuestas', '解答数'),
  correct: L('答对数', 'Right', 'Correctas', '正答数'),
  facility: L('正确率', 'Facility', 'Facilidad', '正答率'),
  discrimination: L('区分度', 'Discrimination', 'Discriminación', '識別力'),
  question: L('题目编号', 'Question ID', 'ID de pregunta', '設問ID'),
  type: L('题型', 'Type', 'Tipo', '設問形式'),
  stem: L('题干', 'Stem', 'Enunciado', '問題文'),
  choices: L('选项分布', 'Choices picked', 'Opciones elegidas', '選択肢の分布'),
  kind: L('类别', 'Kind', 'Tipo de fila', '種別'),
  week: L('周', 'Week', 'Semana', '週'),
  wrong: L('答错数', 'Wrong', 'Incorrectas', '誤答数'),
  errorRate: L('错误率', 'Error rate', 'Tasa de error', '誤答率'),
  wrongAnswers: L('常见错误答案', 'Common wrong answers', 'Respuestas incorrectas frecuentes', 'よくある誤答'),
};
const KIND = { question: L('题目', 'Question', 'Pregunta', '設問'), kp: H.kp };

const ratio = (v: number | null): Cell => (v === null ? null : Math.round(v * 10000) / 10000);

async function sheetRows(db: Db, scope: OrgScope, q: ExportJzxReportQuery, lang: Language): Promise<Cell[][]> {
  const h = (keys: (keyof typeof H)[]) => keys.map((k) => H[k][lang]);
  switch (q.view) {
    case 'heatmap': {
      const rows: Cell[][] = [h(['school', 'class', 'grade', 'kp', 'subject', 'attempts', 'correct', 'facility'])];
      for (let page = 1; rows.length <= JZX_EXPORT_ROW_CAP; page++) {
        const map = await getJzxHeatmap(db, scope, { ...q, page, pageSize: 100 });
        const kps = new Map(map.knowledgePoints.map((k) => [k.id, k]));
        for (const c of map.list) {
          for (const cell of c.cells) {
            const kp = kps.get(cell.knowledgePointId);
            rows.push([
              c.schoolName,
              c.className,
              c.grade,
              kp?.name ?? '',
              kp?.subject ?? '',
              cell.attempts,
              cell.correct,
              ratio(cell.facility),
            ]);
          }
        }
        if (page * 100 >= map.total) break;
      }
      return rows;
    }
    case 'items': {
      const { list } = await itemRows(db, scope, q, JZX_EXPORT_ROW_CAP, 0);
      return [
        h([
          'question',
          'type',
          'subject',
          'grade',
          'stem',
          'kp',
          'attempts',
          'correct',
          'facility',
          'discrimination',
          'choices',
        ]),
        ...list.map((i) => [
          i.questionId,
          i.type,
          i.subject,
          i.grade,
          i.stemText,
          i.knowledgePoints.map((k) => k.name).join('; '),
          i.attempts,
          i.correct,
          ratio(i.facility),
          ratio(i.discrimination),
          i.choices.map((c) => `${c.key}${c.isKey ? '✓' : ''}: ${c.count}`).join('; '),
        ]),
      ];
    }
    case 'mostMissed': {
      const m = await getJzxMostMissed(db, scope, { ...q, limit: 50 });
      return [
        h(['kind', 'question', 'kp', 'stem', 'attempts', 'correct', 'facility']),
        ...m.questions.map((i) => [
          KIND.question[lang],
          i.questionId,
          i.knowledgePoints.map((k) => k.name).join('; '),
          i.stemText,
          i.attempts,
          i.correct,
          ratio(i.facility),
        ]),
        ...m.knowledgePoints.map((k) => [KIND.kp[lang], null, k.name, '', k.attempts, k.correct, ratio(k.facility)]),
      ];
    }
    case 'trends': {
      const t = await getJzxTrends(db, scope, q);
      return [
        h(['week', 'attempts', 'correct', 'facility']),
        ...t.weeks.map((w) => [w.week, w.attempts, w.correct, ratio(w.facility)]),
      ];
    }
  }
}

async function workbookOf(name: string, rows: Cell[][]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  // A text cell starting with = + - @ is kept as text, never run as a formula (as the people export does).
  for (const row of rows) sheet.addRow(row.map((c) => (typeof c === 'string' && /^[=+\-@]/.test(c) ? `'${c}` : c)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface JzxFile {
  body: Buffer;
  contentType: string;
  disposition: string;
}

export async function exportJzxReport(
  db: Db,
  scope: OrgScope,
  q: ExportJzxReportQuery,
  lang: Language,
): Promise<JzxFile> {
  const rows = (await sheetRows(db, scope, q, lang)).slice(0, JZX_EXPORT_ROW_CAP + 1);
  const name = SHEETS[q.view][lang];
  return {
    body: await workbookOf(name, rows),
    contentType: XLSX_TYPE,
    disposition: attachment(`jzx-${q.view}`, name, 'xlsx'),
  };
}

export async function exportJzxErrors(db: Db, q: ExportJzxErrorsQuery, lang: Language): Promise<JzxFile> {
  const { list } = await errorRows(db, q, JZX_EXPORT_ROW_CAP, 0);
  const h = (keys: (keyof typeof H)[]) => keys.map((k) => H[k][lang]);
  const rows: Cell[][] = [
    h(['question', 'type', 'subject', 'grade', 'stem', 'kp', 'attempts', 'wrong', 'errorRate', 'wrongAnswers']),
    ...list.map((e) => [
      e.questionId,
      e.type,
      e.subject,
      e.grade,
      e.stemText,
      e.knowledgePoints.map((k) => k.name).join('; '),
      e.attempts,
      e.wrong,
      ratio(e.errorRate),
      e.wrongAnswers.map((w) => `${w.answer} (${w.count})`).join('; '),
    ]),
  ];
  const name = SHEETS.errors[lang];
  return {
    body: await workbookOf(name, rows),
    contentType: XLSX_TYPE,
    disposition: attachment('jzx-errors', name, 'xlsx'),
  };
}
