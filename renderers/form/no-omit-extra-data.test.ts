import { describe, expect, it } from 'vitest';
import omitExtraData, { getFieldNames, getUsedFormData, isValueEmpty } from './no-omit-extra-data';

describe('no-omit-extra-data (rjsf omitExtraData stand-in)', () => {
  it.each([
    ['omitExtraData', omitExtraData],
    ['getUsedFormData', getUsedFormData],
    ['getFieldNames', getFieldNames],
    ['isValueEmpty', isValueEmpty],
  ])('%s fails loudly: the renderer never switches omitExtraData on', (_name, standIn) => {
    expect(() => standIn()).toThrow("rjsf's omitExtraData is not switched on in this renderer");
  });
});
