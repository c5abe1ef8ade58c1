import { useMemo } from 'react';
import { InputNumber, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { SCORE_LIMITS } from '../../../contract/index';
import { useDictionaryItems } from '../../data/useDictionaryItems';
import { formatMeasure } from '../report/reportFormat';
import { CATEGORY_DICTIONARY } from './ScoreFilterBar';
import type { GridRow, RuleGrid } from './ruleGrid';

interface Props {
  grid: RuleGrid;
  editable: boolean;
  onPoints: (row: number, column: number, points: number | null) => void;
  onCategory: (row: number, category: string) => void;
}

/**
 * The points table of one scheme: factor 1's options down, factor 2's across (or one 积分 column), a number per cell
 * (0 to 10000, two decimals; empty: no points), and the row's 评价指标类别. Read-only without the right to edit.
 */
export function RuleGridTable({ grid, editable, onPoints, onCategory }: Props) {
  const { items, loading } = useDictionaryItems(CATEGORY_DICTIONARY);
  const categories = useMemo(() => {
    const options = items.map((item) => ({ value: item.EnumValue, label: item.EnumValue }));
    // A category a rule names that the dictionary lacks still shows as itself.
    for (const row of grid.rows)
      if (row.category && !options.some((option) => option.value === row.category)) options.push({ value: row.category, label: row.category });
    return options;
  }, [items, grid.rows]);

  const columns = useMemo<TableColumnsType<GridRow & { index: number }>>(
    () => [
      {
        key: 'option',
        title: grid.columnLabel ? `${grid.rowLabel} ＼ ${grid.columnLabel}` : grid.rowLabel,
        dataIndex: 'label',
        width: 180,
        fixed: 'left',
        render: (label: string) => <Typography.Text strong>{label}</Typography.Text>,
      },
      ...grid.columns.map((column, columnIndex) => ({
        key: `cell:${columnIndex}`,
        title: column.label,
        width: 130,
        align: 'right' as const,
        className: 'score-rule-cell',
        render: (_: unknown, row: GridRow & { index: number }) => {
          const value = row.cells[columnIndex];
          if (!editable) return value === null ? '—' : formatMeasure(value, 'decimal');
          return (
            <InputNumber<number>
              aria-label={grid.columnLabel ? `${row.label}×${column.label}积分` : `${row.label}积分`}
              min={0}
              max={SCORE_LIMITS.maxPoints}
              precision={2}
              step={1}
              placeholder="不计分"
              value={value}
              onChange={(next) => onPoints(row.index, columnIndex, typeof next === 'number' ? next : null)}
            />
          );
        },
      })),
      {
        key: 'category',
        title: '评价指标类别',
        width: 220,
        render: (_: unknown, row: GridRow & { index: number }) =>
          editable ? (
            <Select
              aria-label={`${row.label}评价指标类别`}
              showSearch
              optionFilterProp="label"
              loading={loading}
              style={{ width: '100%' }}
              options={categories}
              value={row.category || undefined}
              placeholder="请选择"
              onChange={(value: string) => onCategory(row.index, value)}
            />
          ) : (
            row.category || '—'
          ),
      },
    ],
    [grid, editable, categories, loading, onPoints, onCategory],
  );

  const rows = useMemo(() => grid.rows.map((row, index) => ({ ...row, index })), [grid.rows]);
  const width = columns.reduce((total, column) => total + (typeof column.width === 'number' ? column.width : 120), 0);
  return (
    <Table
      className="score-rule-grid"
      size="small"
      bordered
      rowKey="value"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: width }}
      locale={{ emptyText: '该积分方案的评价因素暂无可选值' }}
    />
  );
}
