/**
 * Rich text fields (x-widget richText) are cleaned on the server before they are stored, whatever
 * the client sends: script, event handlers, javascript: links, svg, style, iframes and
 * foreign images are stripped on add and on edit; the editor's formatting is stored as sent.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';
import { api, type Api } from '../fixtures/crud-helpers';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';

const ARTICLE = {
  $id: 'rt_article',
  type: 'object',
  title: { 'zh-CN': '运行时文章', 'en-US': 'Runtime article' },
  'x-table': 'rt_article',
  'x-api': `${RUNTIME_API_BASE}/rt_article`,
  'x-scope': 'none',
  'x-permissions': {
    list: 'online:rtarticle:list',
    add: 'online:rtarticle:add',
    edit: 'online:rtarticle:edit',
    delete: 'online:rtarticle:delete',
  },
  required: ['subject'],
  properties: {
    subject: { type: 'string', title: { 'zh-CN': '主题', 'en-US': 'Subject' }, minLength: 1, maxLength: 60 },
    body: { type: 'string', title: { 'zh-CN': '正文', 'en-US': 'Body' }, 'x-widget': 'richText' },
    // A plain text field is stored as sent: only rich text is HTML.
    note: { type: 'string', title: { 'zh-CN': '备注', 'en-US': 'Note' }, maxLength: 200 },
  },
  additionalProperties: false,
};
const BASE = ARTICLE['x-api'];

const KEPT =
  '<h2>标题</h2><p><strong>粗体</strong> <em>斜体</em></p><ul><li><p>一</p></li></ul>' +
  '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">链接</a></p>' +
  '<img src="/sys/common/static/jeditor/a.png" alt="图" />';

const PAYLOADS = [
  '<script>alert("s")</script>',
  '<img src="/sys/common/static/jeditor/b.png" onerror="alert(\'e\')">',
  '<a href="javascript:alert(\'j\')">点我</a>',
  '<svg onload="alert(\'v\')"><circle r="1"></circle></svg>',
  '<p style="width: expression(alert(\'x\'))">样式</p><style>body{background:url(javascript:alert(1))}</style>',
  '<iframe src="https://evil.example/"></iframe>',
  '<img src="https://evil.example/track.png">',
].join('');

describeOnOneBackend('rich text fields are sanitised before they are stored', (t) => {
  let admin: Api;

  beforeAll(async () => {
    await registerRuntimeEntity(t.app, ARTICLE, { createTableFromDdl: true });
    admin = api(t.app, await t.login(t.seed.admin.username, t.seed.admin.password));
  }, 120_000);

  const stored = async (id: string) =>
    (await t.app.db
      .selectFrom('rt_article' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow()) as {
      body: string;
      note: string;
    };

  it('strips XSS payloads on add and keeps the formatting', async () => {
    const added = await admin.send('POST', `${BASE}/add`, {
      subject: '文章',
      body: KEPT + PAYLOADS,
      note: '<b>as typed</b>',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const row = await stored(added.body.result.id as string);
    expect(row.body.startsWith(KEPT)).toBe(true);
    for (const bad of [
      '<script',
      'onerror',
      'javascript:',
      '<svg',
      'onload',
      'style',
      'expression',
      '<iframe',
      'evil.example',
      'alert',
    ]) {
      expect(row.body, bad).not.toContain(bad);
    }
    // What the payloads leave: the image of our own files without its handler, the link text, the paragraph.
    expect(row.body.slice(KEPT.length)).toBe(
      '<img src="/sys/common/static/jeditor/b.png" /><a rel="noopener noreferrer nofollow">点我</a><p>样式</p>',
    );
    expect(row.note).toBe('<b>as typed</b>');
    // The client reads back the cleaned HTML.
    const one = await admin.get(`${BASE}/queryById?id=${added.body.result.id}`);
    expect(one.body.result.body).toBe(row.body);
  });

  it('strips them on edit too', async () => {
    const added = await admin.send('POST', `${BASE}/add`, { subject: '再改', body: '<p>原文</p>' });
    const id = added.body.result.id as string;
    const edited = await admin.send('PUT', `${BASE}/edit`, {
      id,
      subject: '再改',
      body: '<p>新</p><img src=x onerror=alert(1)><iframe srcdoc="<script>alert(2)</script>"></iframe>',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await stored(id)).body).toBe('<p>新</p>');
  });
});
