/**
 * A survey's questionnaire is data: an array of questions { key, type, title, options,
 * required }, stored as one jsonb document. This file is its one definition: reading what a client
 * writes (the staff editor's flat table rows, or the stored shape), the table rows the editor shows,
 * the form a customer answers (a standalone form schema the renderer draws), and checking an answer.
 * Problems name the question they are about.
 */
import type { MessagePair } from '../../http/i18n';

export const QUESTION_TYPES = ['single', 'multiple', 'rating', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface I18nPair {
  'zh-CN': string;
  'en-US': string;
}

export interface QuestionOption {
  value: string;
  text: I18nPair;
}

export interface Question {
  key: string;
  type: QuestionType;
  title: I18nPair;
  options?: QuestionOption[];
  required: boolean;
}

export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 20;
export const TITLE_MAX = 200;
export const TEXT_ANSWER_MAX = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
const KEY = /^[a-z][A-Za-z0-9]{0,31}$/;
const OPTION_VALUE = /^[A-Za-z0-9_-]{1,32}$/;

/** A problem with a question (or an answer to one); `key` is the question's key when it has one. */
export interface QuestionProblem {
  index: number;
  key: string | null;
  message: MessagePair;
}

const isChoice = (type: QuestionType): boolean => type === 'single' || type === 'multiple';
const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** "value|中文|English" per line (the editor's options cell); English defaults to the Chinese. */
function optionsFromLines(text: string): QuestionOption[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [value = '', zh = '', en = ''] = line.split('|').map((part) => part.trim());
      return { value, text: { 'zh-CN': zh, 'en-US': en || zh } };
    });
}

function optionsFromInput(raw: unknown): QuestionOption[] {
  if (typeof raw === 'string') return optionsFromLines(raw);
  if (!Array.isArray(raw)) return [];
  return raw.map((o) => {
    const item = isPlainObject(o) ? o : {};
    const text = isPlainObject(item.text) ? item.text : {};
    const zh = str(text['zh-CN']);
    return { value: str(item.value), text: { 'zh-CN': zh, 'en-US': str(text['en-US']) || zh } };
  });
}

function titleFromInput(row: Record<string, unknown>): I18nPair {
  const title = isPlainObject(row.title) ? row.title : {};
  const zh = str(row.titleZh) || str(title['zh-CN']);
  return { 'zh-CN': zh, 'en-US': str(row.titleEn) || str(title['en-US']) || zh };
}

function requiredFromInput(raw: unknown): boolean {
  return raw === true || raw === 1 || raw === '1' || raw === 'true' || raw === 'Y';
}

const M = {
  none: { 'zh-CN': '问卷至少需要一个问题', 'en-US': 'The questionnaire needs at least one question' },
  tooMany: {
    'zh-CN': `问卷最多${MAX_QUESTIONS}个问题`,
    'en-US': `The questionnaire has at most ${MAX_QUESTIONS} questions`,
  },
  notObject: { 'zh-CN': '问题格式不正确', 'en-US': 'The question is malformed' },
  key: {
    'zh-CN': '问题标识须以小写字母开头，由字母和数字组成，最多32个字符',
    'en-US': 'The question key starts with a lower-case letter and has letters and digits only, at most 32',
  },
  keyTaken: { 'zh-CN': '问题标识重复', 'en-US': 'The question key is used twice' },
  type: {
    'zh-CN': '题型须为单选、多选、评分或文本',
    'en-US': 'The type is single, multiple, rating or text',
  },
  title: { 'zh-CN': '请输入问题标题', 'en-US': 'Enter the question title' },
  titleLong: {
    'zh-CN': `问题标题最多${TITLE_MAX}个字符`,
    'en-US': `The question title is at most ${TITLE_MAX} characters`,
  },
  fewOptions: { 'zh-CN': '选择题至少需要两个选项', 'en-US': 'A choice question needs at least two options' },
  manyOptions: {
    'zh-CN': `选择题最多${MAX_OPTIONS}个选项`,
    'en-US': `A choice question has at most ${MAX_OPTIONS} options`,
  },
  optionValue: {
    'zh-CN': '选项值须为1到32个字母、数字、下划线或连字符，且不重复',
    'en-US': 'Each option value has 1 to 32 letters, digits, underscores or hyphens and is used once',
  },
  optionText: {
    'zh-CN': `每个选项都需要文字（最多${TITLE_MAX}个字符）`,
    'en-US': `Every option needs a text (at most ${TITLE_MAX} characters)`,
  },
  noOptions: { 'zh-CN': '评分题和文本题没有选项', 'en-US': 'Rating and text questions have no options' },
} as const;

/** The questions a client wrote, in the stored shape, or the problems (none written then). */
export function readQuestions(raw: unknown): { questions: Question[]; problems: QuestionProblem[] } {
  const problems: QuestionProblem[] = [];
  if (!Array.isArray(raw) || raw.length === 0)
    return { questions: [], problems: [{ index: -1, key: null, message: M.none }] };
  if (raw.length > MAX_QUESTIONS)
    return { questions: [], problems: [{ index: -1, key: null, message: M.tooMany }] };
  const questions: Question[] = [];
  const keys = new Set<string>();
  raw.forEach((item, index) => {
    if (!isPlainObject(item)) {
      problems.push({ index, key: null, message: M.notObject });
      return;
    }
    const key = str(item.key);
    const refuse = (message: MessagePair) => problems.push({ index, key: key || null, message });
    if (!KEY.test(key)) refuse(M.key);
    else if (keys.has(key)) refuse(M.keyTaken);
    keys.add(key);
    const type = str(item.type) as QuestionType;
    if (!QUESTION_TYPES.includes(type)) refuse(M.type);
    const title = titleFromInput(item);
    if (title['zh-CN'] === '') refuse(M.title);
    else if ([...title['zh-CN']].length > TITLE_MAX || [...title['en-US']].length > TITLE_MAX)
      refuse(M.titleLong);
    const options = optionsFromInput(item.options);
    if (isChoice(type)) {
      const values = options.map((o) => o.value);
      if (options.length < 2) refuse(M.fewOptions);
      else if (options.length > MAX_OPTIONS) refuse(M.manyOptions);
      else if (values.some((v) => !OPTION_VALUE.test(v)) || new Set(values).size !== values.length)
        refuse(M.optionValue);
      else if (
        options.some(
          (o) =>
            o.text['zh-CN'] === '' ||
            [...o.text['zh-CN']].length > TITLE_MAX ||
            [...o.text['en-US']].length > TITLE_MAX,
        )
      ) {
        refuse(M.optionText);
      }
    } else if (options.length > 0) refuse(M.noOptions);
    questions.push({
      key,
      type,
      title,
      ...(isChoice(type) ? { options } : {}),
      required: requiredFromInput(item.required),
    });
  });
  return { questions, problems };
}

/** The stored document read back (a row written by this module; anything else is skipped). */
export function storedQuestions(raw: unknown): Question[] {
  const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return Array.isArray(value) ? (value.filter(isPlainObject) as unknown as Question[]) : [];
}

/** One row of the staff editor's table per question. */
export function editorRows(questions: readonly Question[]): Array<Record<string, unknown>> {
  return questions.map((q) => ({
    key: q.key,
    type: q.type,
    titleZh: q.title['zh-CN'],
    titleEn: q.title['en-US'],
    options: (q.options ?? []).map((o) => `${o.value}|${o.text['zh-CN']}|${o.text['en-US']}`).join('\n'),
    required: q.required,
  }));
}

/**
 * The form a customer fills in: a standalone form schema (renderers/form/standalone-form.ts) with
 * one field per question. Choices list their options with their texts in both languages
 * (x-widget-options.options), so the form shows them in the reader's language.
 */
export function answerForm(
  id: string,
  title: I18nPair,
  questions: readonly Question[],
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const q of questions) {
    const options = (q.options ?? []).map((o) => ({ value: o.value, text: o.text }));
    if (q.type === 'single') {
      properties[q.key] = {
        type: 'string',
        title: q.title,
        enum: options.map((o) => o.value),
        'x-widget': 'radio',
        'x-widget-options': { options },
      };
    } else if (q.type === 'multiple') {
      properties[q.key] = {
        type: 'array',
        title: q.title,
        items: { type: 'string', enum: options.map((o) => o.value) },
        ...(q.required ? { minItems: 1 } : {}),
        'x-widget': 'checkbox',
        'x-widget-options': { options },
      };
    } else if (q.type === 'rating') {
      const scale = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));
      properties[q.key] = {
        type: 'string',
        title: q.title,
        enum: scale,
        'x-widget': 'radio',
        'x-widget-options': {
          options: scale.map((v) => ({ value: v, text: { 'zh-CN': `${v}分`, 'en-US': v } })),
        },
      };
    } else {
      properties[q.key] = {
        type: 'string',
        title: q.title,
        maxLength: TEXT_ANSWER_MAX,
        'x-widget': 'textarea',
      };
    }
  }
  return {
    $id: `survey-answer-${id}`,
    title,
    required: questions.filter((q) => q.required).map((q) => q.key),
    properties,
  };
}

const A = {
  unknown: { 'zh-CN': '问卷中没有此问题', 'en-US': 'The questionnaire has no such question' },
  required: { 'zh-CN': '请回答此问题', 'en-US': 'Answer this question' },
  single: { 'zh-CN': '请选择问卷提供的一个选项', 'en-US': 'Choose one of the options offered' },
  multiple: {
    'zh-CN': '请选择问卷提供的选项（每项最多一次）',
    'en-US': 'Choose among the options offered, each at most once',
  },
  rating: {
    'zh-CN': `评分须为${RATING_MIN}到${RATING_MAX}的整数`,
    'en-US': `The rating is a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  },
  text: {
    'zh-CN': `回答最多${TEXT_ANSWER_MAX}个字符`,
    'en-US': `The answer is at most ${TEXT_ANSWER_MAX} characters`,
  },
  notObject: { 'zh-CN': '请填写问卷', 'en-US': 'Fill in the questionnaire' },
} as const;

export type AnswerValue = string | string[] | number;

/** A rating as sent: a whole number or its digits (the form's radio sends text). */
function ratingOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value.trim())
        : NaN;
  return Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX ? n : null;
}

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** A customer's answers checked against the questionnaire: the stored answers or the problems per question. */
export function checkAnswers(
  questions: readonly Question[],
  raw: unknown,
): { answers: Record<string, AnswerValue>; problems: QuestionProblem[] } {
  const problems: QuestionProblem[] = [];
  const answers: Record<string, AnswerValue> = {};
  if (!isPlainObject(raw)) return { answers, problems: [{ index: -1, key: null, message: A.notObject }] };
  const byKey = new Map(questions.map((q, i) => [q.key, { q, i }]));
  for (const key of Object.keys(raw)) {
    if (!byKey.has(key)) problems.push({ index: -1, key, message: A.unknown });
  }
  questions.forEach((q, index) => {
    const value = raw[q.key];
    const refuse = (message: MessagePair) => problems.push({ index, key: q.key, message });
    if (isEmpty(value)) {
      if (q.required) refuse(A.required);
      return;
    }
    const offered = new Set((q.options ?? []).map((o) => o.value));
    if (q.type === 'single') {
      if (typeof value !== 'string' || !offered.has(value)) refuse(A.single);
      else answers[q.key] = value;
    } else if (q.type === 'multiple') {
      const list = Array.isArray(value) ? value : null;
      if (
        !list ||
        list.some((v) => typeof v !== 'string' || !offered.has(v)) ||
        new Set(list).size !== list.length
      )
        refuse(A.multiple);
      else answers[q.key] = list as string[];
    } else if (q.type === 'rating') {
      const rating = ratingOf(value);
      if (rating === null) refuse(A.rating);
      else answers[q.key] = rating;
    } else if (typeof value !== 'string' || [...value.trim()].length > TEXT_ANSWER_MAX) refuse(A.text);
    else answers[q.key] = value.trim();
  });
  return { answers, problems };
}

/** Per question, what the answers add up to (GET /isps/survey/answers/{id}). */
export interface QuestionSummary {
  key: string;
  type: QuestionType;
  title: string;
  answered: number;
  average?: number | null;
  options?: Array<{ value: string; text: string; count: number }>;
  texts?: string[];
}

export function summarize(
  questions: readonly Question[],
  rows: ReadonlyArray<Record<string, unknown>>,
  locale: 'zh-CN' | 'en-US',
): QuestionSummary[] {
  return questions.map((q) => {
    const values = rows.map((r) => r[q.key]).filter((v) => !isEmpty(v));
    const base = { key: q.key, type: q.type, title: q.title[locale], answered: values.length };
    if (q.type === 'rating') {
      const numbers = values.map((v) => Number(v));
      const average =
        numbers.length === 0
          ? null
          : Math.round((numbers.reduce((a, b) => a + b, 0) / numbers.length) * 100) / 100;
      return { ...base, average };
    }
    if (q.type === 'text') return { ...base, texts: values.map(String) };
    const picked = values.flatMap((v) => (Array.isArray(v) ? v.map(String) : [String(v)]));
    return {
      ...base,
      options: (q.options ?? []).map((o) => ({
        value: o.value,
        text: o.text[locale],
        count: picked.filter((p) => p === o.value).length,
      })),
    };
  });
}
