/** An image fetched with the token header and shown through a blob URL (`<img>` cannot send headers). */
import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { useDataProvider } from '../context';

/** `preview: false` leaves opening a larger view to the caller (the upload list's keyboard-operable button). */
export function AuthImage({
  path,
  size = 96,
  preview = true,
}: {
  path: string;
  size?: number;
  preview?: boolean;
}) {
  const data = useDataProvider();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    let url: string | null = null;
    data.fetchFile(path).then(
      (blob) => {
        if (!alive) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => alive && setSrc(null),
    );
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, data]);
  return src ? (
    <Image
      src={src}
      width={size}
      height={size}
      preview={preview}
      style={{ objectFit: 'cover' }}
      alt={path.split('/').pop()}
    />
  ) : (
    <span style={{ display: 'inline-block', width: size, height: size }} />
  );
}
