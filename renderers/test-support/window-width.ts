/**
 * jsdom has no layout: breakpoint hooks (antd's Grid, the phone-width list, the header) read
 * window.matchMedia, which this answers as a window `width` px wide would. Queries other than
 * max-width never match. Returns the function that puts the original back.
 */
export function answerWindowWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
