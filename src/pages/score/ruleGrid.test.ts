import { describe, expect, it } from 'vitest';
import type { ScoreSchemeInfo } from '../../../contract/index';
import { gridChanged, gridProblems, ruleGridOf, rulesOfGrid, setCell, setRowCategory } from './ruleGrid';

const THESIS: ScoreSchemeInfo = {
  Code: 'thesis',
  Title: '论文积分',
  Module: 'Thesis',
  Factors: [
    {
      Key: 'partition',
      Label: '分区',
      Options: [
        { Value: '1', Label: '一区' },
        { Value: '2', Label: '二区' },
      ],
    },
    {
      Key: 'role',
      Label: '作者位次',
      Options: [
        { Value: '第一作者', Label: '第一作者' },
        { Value: '通讯作者', Label: '通讯作者' },
      ],
    },
  ],
  Category: 'SCI论文',
  Rules: [
    { Values: ['1', '第一作者'], Points: 30, Category: 'SCI论文' },
    { Values: ['1', '*'], Points: 20, Category: 'SCI论文' },
    { Values: ['2', '第一作者'], Points: 15.555, Category: '高水平论文' },
  ],
  Routes: ['/thesis/scoreList'],
  CanEdit: true,
};

const POSITION: ScoreSchemeInfo = {
  ...THESIS,
  Code: 'position',
  Title: '任职积分',
  Factors: [
    {
      Key: 'level',
      Label: '任职级别',
      Options: [
        { Value: '国家级', Label: '国家级' },
        { Value: '省级', Label: '省级' },
      ],
    },
  ],
  Category: '学术任职',
  Rules: [{ Values: ['国家级'], Points: 10, Category: '学术任职' }],
  Routes: ['/position/scoreList'],
};

describe('the rule grid of a two-factor scheme', () => {
  const grid = ruleGridOf(THESIS);

  it('has factor 1 options as rows, factor 2 options as columns, the points the server applies in each cell', () => {
    expect(grid.rowLabel).toBe('分区');
    expect(grid.columnLabel).toBe('作者位次');
    expect(grid.columns.map((c) => c.label)).toEqual(['第一作者', '通讯作者']);
    expect(grid.rows.map((r) => [r.label, r.category, r.cells])).toEqual([
      // 一区 × 通讯作者 has no exact rule: the wildcard rule 一区 × * gives 20.
      ['一区', 'SCI论文', [30, 20]],
      // Two decimals; no rule for 二区 × 通讯作者.
      ['二区', '高水平论文', [15.56, null]],
    ]);
  });

  it('saves every filled cell as an exact rule under its row category', () => {
    expect(rulesOfGrid(grid)).toEqual([
      { Values: ['1', '第一作者'], Points: 30, Category: 'SCI论文' },
      { Values: ['1', '通讯作者'], Points: 20, Category: 'SCI论文' },
      { Values: ['2', '第一作者'], Points: 15.56, Category: '高水平论文' },
    ]);
  });

  it('edits a cell and a row category, and knows it changed', () => {
    const edited = setRowCategory(setCell(setCell(grid, 1, 1, 8.125), 0, 1, null), 1, '核心期刊论文');
    expect(rulesOfGrid(edited)).toEqual([
      { Values: ['1', '第一作者'], Points: 30, Category: 'SCI论文' },
      { Values: ['2', '第一作者'], Points: 15.56, Category: '核心期刊论文' },
      { Values: ['2', '通讯作者'], Points: 8.13, Category: '核心期刊论文' },
    ]);
    expect(gridChanged(grid, edited)).toBe(true);
    expect(gridChanged(grid, setCell(grid, 0, 0, 30))).toBe(false);
  });

  it('refuses points out of range, in Chinese', () => {
    expect(gridProblems(grid)).toEqual([]);
    expect(gridProblems(setCell(grid, 0, 0, 10001))).toEqual(['积分须在 0 到 10000 之间（1 × 第一作者）']);
    expect(gridProblems(setCell(grid, 0, 0, -1))).toEqual(['积分须在 0 到 10000 之间（1 × 第一作者）']);
  });
});

describe('the rule table of a one-factor scheme', () => {
  it('is a row per option with one points column', () => {
    const grid = ruleGridOf(POSITION);
    expect(grid.columnLabel).toBeNull();
    expect(grid.columns.map((c) => c.label)).toEqual(['积分']);
    expect(grid.rows.map((r) => [r.label, r.category, r.cells])).toEqual([
      ['国家级', '学术任职', [10]],
      ['省级', '学术任职', [null]],
    ]);
    expect(rulesOfGrid(setCell(grid, 1, 0, 5))).toEqual([
      { Values: ['国家级'], Points: 10, Category: '学术任职' },
      { Values: ['省级'], Points: 5, Category: '学术任职' },
    ]);
  });

  it('shows the values its rules name when the factor has no options', () => {
    const grid = ruleGridOf({ ...POSITION, Factors: [{ Key: 'level', Label: '任职级别', Options: [] }] });
    expect(grid.rows.map((r) => r.label)).toEqual(['国家级']);
  });

  it('asks for a category when a filled row has none', () => {
    const grid = setRowCategory(ruleGridOf({ ...POSITION, Category: '' }), 0, '');
    expect(gridProblems(grid)).toEqual(['请选择“国家级”的评价指标类别']);
  });
});
