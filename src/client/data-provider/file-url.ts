/** The URL of a stored file path (JeecgBoot getFileAccessHttpUrl): absolute as is, else under /sys/common/static. */
export function fileAccessUrl(path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return `/sys/common/static/${path.split('/').map(encodeURIComponent).join('/')}`;
}
