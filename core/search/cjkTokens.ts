/**
 * The CJK tokenizer of the keyword index (D-PERF-16e): Chinese text as the bigrams of its Han characters, as Lucene's
 * CJK analyzer has it. Chinese users search with two-character words (心衰, 研究, 肿瘤), which a trigram index cannot
 * serve; every two adjacent Han characters of a row are a token, so a keyword of n ≥ 2 Han characters is the phrase
 * of its n − 1 bigrams. Latin letters and digits are left to the trigram index: a keyword is a contains-search
 * ('%kw%'), which word tokens could answer only at a word's start, while trigrams answer any part of a word.
 *
 * Between two runs of Han characters (split by anything else, or in two fields) stands RUN_BREAK, so a phrase never
 * spans two runs: a row holds the phrase of a Han keyword exactly when one of its fields contains the keyword
 * (`phraseIsExact`). Pure: the same function computes a row's tokens when it is written (SQLite: an application
 * function the triggers call, database.ts) and a keyword's tokens when it is searched; PostgreSQL runs its SQL
 * transcription (server/records/keywordIndex.ts, `postgresBigramsFunction`), built from the same character ranges.
 */

/** Han characters: CJK Unified Ideographs, Extension A, Compatibility Ideographs, Extensions B–F (plane 2). */
export const HAN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0x20000, 0x2ffff],
];

/** A token no Han keyword's phrase holds: it separates runs. */
export const RUN_BREAK = 'x';

export function isHan(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return HAN_RANGES.some(([low, high]) => code >= low && code <= high);
}

/** The runs of two or more Han characters in `text`, each as its characters (code points). */
export function hanRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length >= 2) runs.push(run);
    run = [];
  };
  for (const char of text) {
    if (isHan(char)) run.push(char);
    else close();
  }
  close();
  return runs;
}

const bigramsOf = (run: readonly string[]): string[] => run.slice(1).map((char, i) => run[i] + char);

/** The bigrams of `text`'s Han runs, each once (PostgreSQL's array; a keyword's tokens there). */
export function hanBigrams(text: string): string[] {
  return [...new Set(hanRuns(text).flatMap(bigramsOf))];
}

/**
 * A row's token text, from its searchable fields: each Han run's bigrams in order, RUN_BREAK between runs; '' when
 * no field holds two adjacent Han characters. SQLite's FTS5 `unicode61` tokenizer splits it at the spaces.
 */
export function cjkTokenText(fields: ReadonlyArray<unknown>): string {
  const runs = fields.flatMap((field) => (typeof field === 'string' ? hanRuns(field) : []));
  return runs.map((run) => bigramsOf(run).join(' ')).join(` ${RUN_BREAK} `);
}

/** Whether the keyword is served by the CJK index: two or more characters, every one Han. */
export function isHanKeyword(keyWord: string): boolean {
  const chars = [...keyWord];
  return chars.length >= 2 && chars.every(isHan);
}

/**
 * The FTS5 query of a Han keyword: the phrase of its bigrams (`"研究 究方 方法"`; Han characters need no quoting).
 * It matches a row exactly when a field of the row contains the keyword: the bigrams stand at consecutive positions
 * only within one run, and consecutive overlapping bigrams spell the keyword.
 */
export function cjkPhrase(keyWord: string): string {
  return `"${bigramsOf([...keyWord]).join(' ')}"`;
}

/** SQLite's application function computing a row's token text (registered on the connection that writes). */
export const SQLITE_TOKEN_FUNCTION = 'kw_cjk_tokens';
