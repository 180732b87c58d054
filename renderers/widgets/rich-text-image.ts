/**
 * tiptap's image node, shown through the data provider: stored files are read with the session's
 * token header, which an `<img src>` cannot send, so the node view fetches the file and shows a
 * blob URL while the document (getHTML, what is stored) keeps the stored source.
 */
import Image from '@tiptap/extension-image';

export function authenticatedImage(fetchFile: (src: string) => Promise<Blob>, fallbackAlt: string) {
  return Image.extend({
    addNodeView() {
      return ({ node }) => {
        const img = document.createElement('img');
        const attrs = node.attrs as { src?: string; alt?: string | null; title?: string | null };
        img.alt = attrs.alt || fallbackAlt;
        if (attrs.title) img.title = attrs.title;
        img.style.maxWidth = '100%';
        let alive = true;
        let url: string | undefined;
        if (attrs.src) {
          fetchFile(attrs.src).then(
            (blob) => {
              // jsdom (DOM tests) has no createObjectURL; the image then stays without pixels.
              if (!alive || typeof URL.createObjectURL !== 'function') return;
              url = URL.createObjectURL(blob);
              img.src = url;
            },
            () => undefined, // a file that cannot be read shows its alt text
          );
        }
        return {
          dom: img,
          destroy() {
            alive = false;
            if (url) URL.revokeObjectURL(url);
          },
        };
      };
    },
  });
}
