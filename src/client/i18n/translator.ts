/**
 * The shell's translator: nested texts per language, `{{name}}` placeholders, the default language
 * for a text the current one lacks, the key itself for a text none has. It does what the shell used
 * of i18next (a fifth of the login page's first load) and keeps its names (`t`, `exists`,
 * `getFixedT`, `changeLanguage`, `language`), so the hook `useTranslation` is answered by
 * ./use-translation.ts on top of it.
 */
export interface TranslateOptions {
  /** Used when no language has the text. */
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export type TranslateFn = (key: string, options?: TranslateOptions) => string;

export interface TextTree {
  [key: string]: string | TextTree;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function lookup(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export class Translator {
  language: string;
  private readonly texts = new Map<string, TextTree>();
  private readonly listeners = new Set<() => void>();

  constructor(
    language: string,
    private readonly fallback: string,
  ) {
    this.language = language;
  }

  addTexts(language: string, tree: TextTree): void {
    this.texts.set(language, tree);
  }

  hasTexts(language: string): boolean {
    return this.texts.has(language);
  }

  /** The text in `language`, else in the default language, else `defaultValue`, else the key. */
  translateIn(language: string, key: string, options?: TranslateOptions): string {
    const text =
      lookup(this.texts.get(language), key) ??
      lookup(this.texts.get(this.fallback), key) ??
      options?.defaultValue ??
      key;
    return interpolate(text, options);
  }

  t: TranslateFn = (key, options) => this.translateIn(this.language, key, options);

  exists(key: string): boolean {
    return (
      lookup(this.texts.get(this.language), key) !== undefined ||
      lookup(this.texts.get(this.fallback), key) !== undefined
    );
  }

  /** A `t` for one language, whatever the current one is. */
  getFixedT(language: string): TranslateFn {
    return (key, options) => this.translateIn(language, key, options);
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each change of language; answers the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
