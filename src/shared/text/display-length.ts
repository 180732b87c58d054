/** Display length of SPEC §5: characters above code 128 (CJK and other wide text) count as 2. */
export function displayLength(text: string): number {
  let length = 0;
  for (const ch of text) length += (ch.codePointAt(0) ?? 0) > 128 ? 2 : 1;
  return length;
}
