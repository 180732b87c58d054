import { useCallback } from 'react';
import { useRenderer } from '../context';
import { GALLERY_TEXTS, type GalleryTextKey } from './gallery-texts';

export type GalleryTextFn = (key: GalleryTextKey, vars?: Record<string, string | number>) => string;

/** The gallery's texts in the renderer's language, `{name}` placeholders filled in. */
export function useGalleryText(): GalleryTextFn {
  const { locale } = useRenderer();
  return useCallback<GalleryTextFn>(
    (key, vars) => {
      let text: string = GALLERY_TEXTS[key][locale];
      for (const [name, value] of Object.entries(vars ?? {}))
        text = text.split(`{${name}}`).join(String(value));
      return text;
    },
    [locale],
  );
}
