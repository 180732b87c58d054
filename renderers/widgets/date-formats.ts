/**
 * The text forms of date, date-time and time values, as fields store and show them. Kept apart from
 * DateWidget so that showing a date (details, table cells) does not load antd's pickers.
 */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';
