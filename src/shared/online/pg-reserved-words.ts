/**
 * Words an online form's table or field may not be named: PostgreSQL's reserved key words
 * and those that "cannot be function or type" (PostgreSQL 15 documentation, appendix C), which break
 * as bare identifiers in some statements. Names are quoted anyway; refusing these keeps a definition
 * portable and its SQL readable.
 */
const WORDS = `all analyse analyze and any array as asc asymmetric authorization between bigint binary bit boolean both
case cast char character check coalesce collate collation column concurrently constraint create cross
current_catalog current_date current_role current_schema current_time current_timestamp current_user dec decimal
default deferrable desc distinct do else end except exists extract false fetch float for foreign freeze from full
grant greatest group grouping having ilike in initially inner inout int integer intersect interval into is isnull
join lateral leading least left like limit localtime localtimestamp national natural nchar none normalize not
notnull null nullif numeric offset on only or order out outer overlaps overlay placing position precision primary
real references returning right row select session_user setof similar smallint some substring symmetric
system_user table tablesample then time timestamp to trailing treat trim true union unique user using values
varchar variadic verbose when where window with xmlattributes xmlconcat xmlelement xmlexists xmlforest
xmlnamespaces xmlparse xmlpi xmlroot xmlserialize xmltable`;

export const PG_RESERVED_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

export function isReservedWord(name: string): boolean {
  return PG_RESERVED_WORDS.has(name.toLowerCase());
}
