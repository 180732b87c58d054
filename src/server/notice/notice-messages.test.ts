import { describe, expect, it } from 'vitest';
import { plainText } from '../modules/announcement/urgent-mail';
import { parseNoticeEvent } from './notice-messages';

describe('notice events from the Redis channel', () => {
  it('accepts an admin change announced for the instances, with nothing else carried along', () => {
    expect(parseNoticeEvent(JSON.stringify({ kind: 'changed', what: 'onlineForms', extra: 'x' }))).toEqual({
      kind: 'changed',
      what: 'onlineForms',
    });
    expect(parseNoticeEvent(JSON.stringify({ kind: 'changed', what: 'quartzJobs' }))).toEqual({
      kind: 'changed',
      what: 'quartzJobs',
    });
    for (const bad of [
      { kind: 'changed' },
      { kind: 'changed', what: 'everything' },
      { kind: 'changed', what: ['onlineForms'] },
    ]) {
      expect(parseNoticeEvent(JSON.stringify(bad))).toBeNull();
    }
  });

  it('accepts the three kinds and drops anything else', () => {
    const push = { cmd: 'topic', msgTxt: 't', msgId: 'a' };
    expect(parseNoticeEvent(JSON.stringify({ kind: 'all', push }))).toEqual({ kind: 'all', push });
    expect(parseNoticeEvent(JSON.stringify({ kind: 'users', userIds: ['u1'], push }))).toEqual({
      kind: 'users',
      userIds: ['u1'],
      push,
    });
    const vxe = {
      kind: 'vxe',
      pageId: 'p',
      senderSocketId: 's',
      message: { type: 'update_vxe_table', data: { a: 1 } },
    };
    expect(parseNoticeEvent(JSON.stringify(vxe))).toEqual(vxe);
    for (const bad of [
      '{',
      'null',
      '"x"',
      JSON.stringify({ kind: 'users', userIds: [1], push }),
      JSON.stringify({ kind: 'all' }),
      JSON.stringify({ kind: 'eval', push }),
    ]) {
      expect(parseNoticeEvent(bad)).toBeNull();
    }
  });
});

describe('urgent mail text', () => {
  it('drops the tags and decodes the common entities of the cleaned body', () => {
    expect(plainText('<p>Line&nbsp;one &amp; two</p><p>Line <b>three</b> &lt;ok&gt;</p>')).toBe(
      'Line one & two\nLine three <ok>',
    );
    expect(plainText(null)).toBe('');
  });
});
