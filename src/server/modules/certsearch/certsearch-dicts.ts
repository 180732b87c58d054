/** The export screen's choices: codes of the dictionaries in schemas/dicts/certsearch.json (file format, which certificates). */
export const FORMAT_DICT = 'certsearch_format';
export const RANGE_DICT = 'certsearch_range';
