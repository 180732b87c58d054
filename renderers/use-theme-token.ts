/**
 * The antd design token of the nearest ConfigProvider, as theme.useToken() answers it. antd's
 * `theme` export is one object that also holds the dark and compact algorithms and getDesignToken,
 * so importing it for its hook ships them to every page that reads a colour (about 2 KB gzipped on
 * a form page). This reads the same hook from its own module, which antd's theme.useToken wraps.
 */
import type { GlobalToken } from 'antd';
import useInternalToken from 'antd/es/theme/useToken';

export function useThemeToken(): GlobalToken {
  return useInternalToken()[1];
}
