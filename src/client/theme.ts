/** SPEC §9 theme default: blue #1890FF. */
export const THEME = { token: { colorPrimary: '#1890ff' } };
