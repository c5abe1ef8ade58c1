import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { FlowCandidate } from '../../contract/index';
import type { CandidateScope } from '../../providers/endpoints/flowMore';
import { candidateLabel, useCandidates } from './useFlowPickers';

export interface PeoplePickerProps {
  /** What the people are picked for: only those the action would accept are listed. */
  scope: CandidateScope;
  /** One user id, or several with `multiple`. */
  value: string[];
  onChange: (ids: string[]) => void;
  multiple?: boolean;
  ariaLabel: string;
  placeholder?: string;
}

/**
 * Searches by name, account or work code the people the action accepts (GET /api/FlowState/Candidates: enabled, may
 * decide the module, not the applicant, not asked already) and picks one or several. The chosen people keep their
 * labels while the search shows others; each pick closes the list.
 */
export function PeoplePicker({ scope, value, onChange, multiple = false, ariaLabel, placeholder = '输入姓名、账号或工号搜索' }: PeoplePickerProps) {
  const [keyword, setKeyword] = useState('');
  // A pick closes the list even when several may be chosen: left open, it lies over the dialog's buttons.
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<Record<string, FlowCandidate>>({});
  const { people, loading } = useCandidates(scope, keyword);
  const options = useMemo(() => {
    const shown = new Map(people.map((p) => [p.Id, p]));
    for (const id of value) if (!shown.has(id) && known[id]) shown.set(id, known[id]);
    return [...shown.values()].map((p) => ({ value: p.Id, label: candidateLabel(p) }));
  }, [people, value, known]);
  const remember = (ids: string[]) => {
    const found = Object.fromEntries(people.filter((p) => ids.includes(p.Id)).map((p) => [p.Id, p]));
    setKnown((old) => ({ ...old, ...found }));
    onChange(ids);
  };
  return (
    <Select
      aria-label={ariaLabel}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      filterOption={false}
      value={multiple ? value : value[0]}
      open={open}
      onOpenChange={setOpen}
      onSelect={() => setOpen(false)}
      onSearch={(text) => setKeyword(text.slice(0, 50))}
      onChange={(next: string | string[] | undefined) => remember(next === undefined ? [] : Array.isArray(next) ? next : [next])}
      options={options}
      loading={loading}
      notFoundContent={loading ? '正在搜索…' : '没有找到可选的人员'}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
