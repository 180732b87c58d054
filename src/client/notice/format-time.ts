import dayjs from 'dayjs';

/** A send time as the lists show date-times (local 'YYYY-MM-DD HH:mm:ss'); the server answers ISO text. */
export function formatNoticeTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : value;
}
