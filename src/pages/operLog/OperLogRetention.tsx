import { useEffect, useState } from 'react';
import { Button, InputNumber, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OPER_LOG_MAX_RETENTION_MONTHS, OPER_LOG_MIN_RETENTION_MONTHS } from '../../../contract/index';
import { getOperLogSetting, saveOperLogSetting } from '../../../providers/endpoints/operLog';
import { useApi } from '../../app/ApiContext';
import { useApp } from '../../app/AppHolders';

const SETTING_KEY = ['operLog', 'setting'] as const;

/** 保留时长: how many months lines are kept; older ones are purged in the background (at once when shortened). */
export function OperLogRetention() {
  const { http } = useApi();
  const { message } = useApp();
  const client = useQueryClient();
  const setting = useQuery({ queryKey: SETTING_KEY, queryFn: () => getOperLogSetting(http) });
  const [months, setMonths] = useState<number | null>(null);
  useEffect(() => setMonths(setting.data?.RetentionMonths ?? null), [setting.data]);
  const save = useMutation({
    mutationFn: (value: number) => saveOperLogSetting(http, { RetentionMonths: value }),
    onSuccess: (saved) => {
      client.setQueryData(SETTING_KEY, saved);
      void message.success('保留时长已保存,更早的日志将在后台清理');
    },
  });
  const changed = months !== null && months !== setting.data?.RetentionMonths;
  return (
    <Space wrap>
      <Typography.Text>日志保留</Typography.Text>
      <InputNumber
        aria-label="日志保留月数"
        min={OPER_LOG_MIN_RETENTION_MONTHS}
        max={OPER_LOG_MAX_RETENTION_MONTHS}
        precision={0}
        style={{ width: 140 }}
        addonAfter="个月"
        value={months}
        onChange={(value) => setMonths(typeof value === 'number' ? value : null)}
      />
      <Button disabled={!changed} loading={save.isPending} onClick={() => months !== null && save.mutate(months)}>
        保存
      </Button>
      <Typography.Text type="secondary">超过保留时长的日志由后台自动清理</Typography.Text>
    </Space>
  );
}
