/** Figures of the monitor as people read them: 1.5 GB, 3 d 4 h 5 min. */
import type { Locale } from '../../i18n/locale';

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

export function formatDuration(seconds: number, locale: Locale): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const zh = locale === 'zh-CN';
  const parts: string[] = [];
  if (d) parts.push(zh ? `${d} 天` : `${d} d`);
  if (d || h) parts.push(zh ? `${h} 小时` : `${h} h`);
  if (d || h || m) parts.push(zh ? `${m} 分` : `${m} min`);
  if (!d && !h) parts.push(zh ? `${s} 秒` : `${s} s`);
  return parts.join(' ');
}
