import { Typography } from 'antd';
import type { ValidationSummarySection } from './validationSummary';

/** The body of the 表单验证失败 dialog: the form's title, then its numbered messages. */
export function ValidationSummaryContent({ section }: { section: ValidationSummarySection }) {
  return (
    <div className="validation-summary">
      <Typography.Text strong>{section.title}</Typography.Text>
      {section.lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}
