import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ScoreSchemeInfo } from '../../../contract/index';
import { putScoreRules } from '../../../providers/endpoints/score';
import { isHttpError } from '../../../providers/http/httpError';
import { useApi } from '../../app/ApiContext';
import { useLeaveGuard } from '../../forms/drafts/useLeaveGuard';
import { gridChanged, gridProblems, ruleGridOf, rulesOfGrid, setCell, setRowCategory, type RuleGrid } from './ruleGrid';

export const SAVE_FAILED = '保存失败，请稍后重试';
export const SAVE_FORBIDDEN = '权限不足：您没有修改积分规则的权限';
const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/** A refused save in words: the server's own Chinese 400 message (which rule, what is wrong), else ours. */
export function saveErrorText(error: unknown): string {
  if (isHttpError(error) && error.statusCode === 400 && hasChinese(error.message)) return error.message.slice(0, 300);
  if (isHttpError(error) && error.statusCode === 403) return SAVE_FORBIDDEN;
  return SAVE_FAILED;
}

/**
 * The rule editor's controller: one grid per scheme (edits kept per scheme while switching tabs), 保存 of the whole
 * table (PUT), 恢复 to what was loaded, the problems that block a save (ours, or the server's 400 in its words), and
 * the unsaved-edit guard (the tab strip and the browser ask before an edited table is left).
 */
export function useRuleEditor(schemes: readonly ScoreSchemeInfo[]) {
  const { http } = useApi();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Record<string, RuleGrid>>({});
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState<string | null>(null);

  const loaded = useCallback(
    (code: string) => {
      const scheme = schemes.find((item) => item.Code === code);
      return scheme ? ruleGridOf(scheme) : null;
    },
    [schemes],
  );
  const grid = useCallback((code: string) => edits[code] ?? loaded(code), [edits, loaded]);
  const changed = useCallback(
    (code: string) => {
      const original = loaded(code);
      return Boolean(edits[code] && original && gridChanged(original, edits[code]));
    },
    [edits, loaded],
  );
  const changedCodes = schemes.map((scheme) => scheme.Code).filter(changed);

  const edit = useCallback(
    (code: string, change: (grid: RuleGrid) => RuleGrid) => {
      const current = edits[code] ?? loaded(code);
      if (!current) return;
      setEdits((previous) => ({ ...previous, [code]: change(previous[code] ?? current) }));
      setProblems((previous) => ({ ...previous, [code]: [] }));
    },
    [edits, loaded],
  );
  const setPoints = useCallback(
    (code: string, row: number, column: number, points: number | null) => edit(code, (g) => setCell(g, row, column, points)),
    [edit],
  );
  const setCategory = useCallback((code: string, row: number, category: string) => edit(code, (g) => setRowCategory(g, row, category)), [edit]);

  const restore = useCallback((code: string) => {
    setEdits(({ [code]: _dropped, ...rest }) => rest);
    setProblems((previous) => ({ ...previous, [code]: [] }));
  }, []);

  /** Saves one scheme's table; true when saved. */
  const save = useCallback(
    async (code: string): Promise<boolean> => {
      const table = grid(code);
      if (!table) return false;
      const found = gridProblems(table);
      setProblems((previous) => ({ ...previous, [code]: found }));
      if (found.length > 0) return false;
      setSaving(code);
      try {
        await putScoreRules(http, code, { Rules: rulesOfGrid(table) });
        // Scores are computed live from the rules: every score answer is stale now.
        await queryClient.invalidateQueries({ queryKey: ['score'] });
        setEdits(({ [code]: _saved, ...rest }) => rest);
        return true;
      } catch (error) {
        setProblems((previous) => ({ ...previous, [code]: [saveErrorText(error)] }));
        return false;
      } finally {
        setSaving(null);
      }
    },
    [grid, http, queryClient],
  );

  // Leaving with edits: the tab strip asks before closing this tab, the browser before unloading.
  useLeaveGuard('score-rules', changedCodes.length > 0);

  return { grid, changed, changedCodes, setPoints, setCategory, restore, save, saving, problems: (code: string) => problems[code] ?? [] };
}
