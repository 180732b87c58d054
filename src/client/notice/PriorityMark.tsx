import { useTranslation } from '../i18n/use-translation';

/** Text and background per priority, dark enough on their tint for WCAG AA at 12 px. */
const COLOURS: Record<string, { color: string; background: string; border: string }> = {
  H: { color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
  M: { color: '#873800', background: '#fff7e6', border: '#ffd591' },
  L: { color: '#434343', background: '#fafafa', border: '#d9d9d9' },
};

/** The priority mark of a notice (一般 / 重要 / 紧急); nothing for an unknown priority. */
export function PriorityMark({ priority }: { priority?: string | null }) {
  const { t } = useTranslation();
  const colours = priority ? COLOURS[priority] : undefined;
  if (!priority || !colours) return null;
  return (
    <span
      data-priority={priority}
      style={{
        display: 'inline-block',
        flex: 'none',
        padding: '0 6px',
        fontSize: 12,
        lineHeight: '18px',
        borderRadius: 4,
        border: `1px solid ${colours.border}`,
        color: colours.color,
        background: colours.background,
        whiteSpace: 'nowrap',
      }}
    >
      {t(`notice.priority.${priority}`)}
    </span>
  );
}
