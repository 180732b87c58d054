/** The response envelope of every API call (DESIGN.md, Server conventions; reference/jeecg.md §1.1). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  /** Always set: 200 on success, otherwise the HTTP status (401, 403, 404, 409, 413, 422, 429, 500). */
  code: number;
  result: T;
  timestamp: number;
}

/** MyBatis-Plus style page (DESIGN.md): what every list endpoint answers in `result`. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Per-field validation errors carried in `result` of a 422 answer. */
export interface FieldError {
  field: string;
  message: string;
}
