/** camelCase property → snake_case column, the default mapping of entity properties (createTime → create_time). */
export function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
