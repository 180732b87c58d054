import { describe, expect, it } from 'vitest';
import findSchemaDefinition, {
  findSchemaDefinitionRecursive,
  makeAllReferencesAbsolute,
  splitKeyElementFromObject,
} from './no-schema-refs';

describe('no-schema-refs (rjsf findSchemaDefinition stand-in)', () => {
  it.each([
    ['findSchemaDefinition', findSchemaDefinition],
    ['findSchemaDefinitionRecursive', findSchemaDefinitionRecursive],
    ['makeAllReferencesAbsolute', makeAllReferencesAbsolute],
    ['splitKeyElementFromObject', splitKeyElementFromObject],
  ])('%s refuses a schema outside the subset loudly', (_name, standIn) => {
    expect(() => standIn()).toThrow('unsupported schema keyword "$ref" / "dependencies"');
  });
});
