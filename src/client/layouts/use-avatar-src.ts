/**
 * The header's avatar picture: a stored path is read with the session's token (an <img> cannot
 * send the header) and shown through an object URL; an absolute URL is used as it is. A picture
 * that cannot be read leaves the default icon, without a message (the header is no place for one).
 */
import { useEffect, useState } from 'react';
import { fileAccessUrl } from '../data-provider/file-url';
import { http } from '../request';

export function useAvatarSrc(path: string | null | undefined): string | undefined {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    if (!path) {
      setSrc(undefined);
      return;
    }
    if (/^(https?:|data:)/i.test(path)) {
      setSrc(path);
      return;
    }
    let alive = true;
    let url: string | undefined;
    http
      .get<Blob>(fileAccessUrl(path), { responseType: 'blob', skipErrorHandler: true })
      .then((response) => {
        if (!alive || !(response.data instanceof Blob) || response.data.size === 0) return;
        url = URL.createObjectURL(response.data);
        setSrc(url);
      })
      .catch(() => alive && setSrc(undefined));
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return src;
}
