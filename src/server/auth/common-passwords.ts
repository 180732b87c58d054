/**
 * "Is this one of the passwords attackers try first?" Server-only on purpose: the list
 * (@zxcvbn-ts/language-common's ranked `passwords-common`, about 49,000 entries from breach
 * corpora) is several hundred KB, far too much for the browser; the browser shows the server's 422.
 *
 * A dictionary lookup alone misses the usual dressing of a common word, and the product's own rule
 * (a letter, a digit and a symbol) pushes people to exactly that dressing: `Password1!`,
 * `Admin@123`, `P@ssw0rd`. So the password is looked up in several normalised forms:
 *   1. lower-cased;
 *   2. with trailing symbols removed            (`Password1!` → `password1`, `Qwerty123!` → `qwerty123`);
 *   3. with trailing digits and symbols removed (`Admin@123` → `admin`), if 4+ characters remain;
 *   4. each of those with common leetspeak undone (@→a, 0→o, 1→i and l, 3→e, 4→a, 5→s, $→s, 7→t, !→i)
 *      — `P@ssw0rd` → `password`. Both readings of `1` are tried since `1` also stands for `l`.
 * A hit in any form refuses the password.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

/** Built on first use: the list costs a few MB and ~30 ms, which the server should not pay at start. */
function list(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '3': 'e',
  '5': 's',
  $: 's',
  '7': 't',
  '!': 'i',
};

function unleet(word: string, one: 'i' | 'l'): string {
  return [...word].map((ch) => (ch === '1' ? one : (LEET[ch] ?? ch))).join('');
}

/** The forms of the password that are looked up (see the module comment). */
export function commonPasswordForms(password: string): string[] {
  const lower = password.toLowerCase();
  const noSymbols = lower.replace(/[^a-z0-9]+$/, '');
  const noDigitsOrSymbols = lower.replace(/[^a-z]+$/, '');
  const bases = [lower, noSymbols];
  if (noDigitsOrSymbols.length >= 4) bases.push(noDigitsOrSymbols);
  const forms = new Set<string>();
  for (const base of bases) {
    forms.add(base);
    forms.add(unleet(base, 'i'));
    forms.add(unleet(base, 'l'));
  }
  return [...forms].filter(Boolean);
}

export function isCommonPassword(password: string): boolean {
  const words = list();
  return commonPasswordForms(password).some((form) => words.has(form));
}
