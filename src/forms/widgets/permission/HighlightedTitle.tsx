import { splitAtKeyword } from '../../../../core/permissions/grantSearch';

/** A tree title with the searched words marked. */
export function HighlightedTitle({ title, keyword }: { title: string; keyword: string }) {
  const parts = splitAtKeyword(title, keyword);
  if (!parts) return <span>{title}</span>;
  return (
    <span>
      {parts[0]}
      <mark style={{ padding: 0, color: '#cf1322', background: '#fff1b8' }}>{parts[1]}</mark>
      {parts[2]}
    </span>
  );
}
