/** A text in both languages of the product (docs/contracts.md, Languages): zh-CN first, as SPEC gives it. */
export interface MessagePair {
  'zh-CN': string;
  'en-US': string;
}
