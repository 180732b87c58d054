/**
 * CAS single sign-on: GET /sys/cas/client/validateLogin against a small CAS 2.0 stub on
 * loopback that answers /serviceValidate as a CAS server does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type AppUnderTest } from './helpers/test-app';
import { describeOnOneBackend, useTestApp } from './helpers/suite';
import { addCustomer } from './helpers/recovery-users';

const SERVICE_URL = 'http://127.0.0.1:5173/';
const NS = `xmlns:cas="http://www.yale.edu/tp/cas"`;

const success = (user: string) =>
  `<cas:serviceResponse ${NS}>\n  <cas:authenticationSuccess>\n    <cas:user>${user}</cas:user>\n  </cas:authenticationSuccess>\n</cas:serviceResponse>`;
const failure = (ticket: string) =>
  `<cas:serviceResponse ${NS}><cas:authenticationFailure code="INVALID_TICKET">Ticket ${ticket} not recognized</cas:authenticationFailure></cas:serviceResponse>`;
const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>&lol3;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;
const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>&xxe;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;

interface CasStub {
  url: string;
  /** The `service` of every serviceValidate call, in order. */
  services: string[];
  close(): Promise<void>;
}

/** Answers serviceValidate by ticket; a ticket it does not know fails as CAS says INVALID_TICKET. */
async function startCasStub(answers: Record<string, string>): Promise<CasStub> {
  const services: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.pathname !== '/cas/serviceValidate') return void res.writeHead(404).end();
    services.push(url.searchParams.get('service') ?? '');
    const ticket = url.searchParams.get('ticket') ?? '';
    res
      .writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
      .end(answers[ticket] ?? failure(ticket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`,
    services,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function validate(t: AppUnderTest, ticket: string, lang = 'zh-CN', service = SERVICE_URL) {
  const query = new URLSearchParams({ ticket, service });
  const response = await t.app.inject({
    method: 'GET',
    url: `/sys/cas/client/validateLogin?${query}`,
    headers: { 'accept-language': lang },
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      success: boolean;
      code: number;
      message: string;
      result: Record<string, unknown>;
    },
  };
}

describe.each(backends('one'))('CAS single sign-on (%s)', (backend) => {
  let cas: CasStub;
  beforeAll(async () => {
    cas = await startCasStub({
      'ST-1-customer': success('democustomer'),
      'ST-2-ghost': success('ghost-user'),
      'ST-3-frozen': success('demostaff'),
      'ST-4-laughs': BILLION_LAUGHS,
      'ST-5-xxe': EXTERNAL_ENTITY,
      'ST-6-undeclared': success('&xxe;'),
      'ST-7-escaped': success('demo&#99;ustomer'),
      'ST-8-squatted': success('cas.person'),
      'ST-9-linkable': success('cas.linkable'),
    });
  });
  afterAll(async () => cas?.close());
  const t = useTestApp(backend, () => ({ config: { cas: { serverUrl: cas.url, serviceUrl: SERVICE_URL } } }));

  async function userId(username: string): Promise<string> {
    const row = await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** An administrator maps a CAS user to an account (POST /sys/user/externalIdentity/add). */
  async function adminLinks(subject: string, username: string) {
    return t.app.inject({
      method: 'POST',
      url: '/sys/user/externalIdentity/add',
      headers: { 'x-access-token': await t.adminToken() },
      payload: { userId: await userId(username), provider: 'cas', subject },
    });
  }

  beforeAll(async () => {
    await t.adminToken();
    await t.app.db
      .updateTable('sys_user')
      .set({ status: '2' })
      .where('username', '=', t.seed.staff.username)
      .execute();
    expect((await adminLinks('democustomer', t.seed.customer.username)).statusCode).toBe(200);
    expect((await adminLinks('demostaff', t.seed.staff.username)).statusCode).toBe(200);
  });

  it('tells the client where the CAS login is', async () => {
    const modes = (await t.app.inject({ method: 'GET', url: '/sys/auth/modes' })).json().result;
    expect(modes).toEqual({
      oidc: null,
      cas: { loginUrl: `${cas.url}/login?service=${encodeURIComponent(SERVICE_URL)}` },
    });
  });

  it('logs the CAS user in with the answer of /sys/login', async () => {
    const answer = await validate(t, 'ST-1-customer', 'en-US');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: 'Login succeeded' });
    // The keys every /sys/login answer has (the OpenID Connect suite compares with /sys/login itself).
    expect(Object.keys(answer.body.result)).toEqual(
      expect.arrayContaining(['departs', 'multi_depart', 'sysAllDictItems', 'token', 'userInfo']),
    );
    expect(answer.body.result.userInfo).toMatchObject({ username: t.seed.customer.username });
    expect(cas.services.at(-1)).toBe(SERVICE_URL);
    const menu = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/getCustomerMenu',
      headers: { 'x-access-token': String(answer.body.result.token) },
    });
    expect(menu.statusCode).toBe(200);
  });

  it('decodes character references in the user name', async () => {
    expect((await validate(t, 'ST-7-escaped')).status).toBe(200);
  });

  it('refuses a ticket the CAS server rejects', async () => {
    const answer = await validate(t, 'ST-99-unknown');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('统一认证票据验证失败，请重新登录');
  });

  it('refuses a CAS user with no account here', async () => {
    const answer = await validate(t, 'ST-2-ghost', 'en-US');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'No account matches your single sign-on account; contact the administrator',
    );
  });

  it('refuses a frozen account', async () => {
    const answer = await validate(t, 'ST-3-frozen');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('该用户已冻结');
  });

  it('does not sign a CAS user in to a local account that merely has the same username', async () => {
    await addCustomer(t.app.db, 'cas.person');
    const answer = await validate(t, 'ST-8-squatted');
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('没有与该统一认证账号对应的用户，请联系管理员');
  });

  it('lets only an administrator map CAS users, and one CAS user to one account', async () => {
    const customerToken = await t.login(t.seed.customer.username, t.seed.customer.password);
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: '/sys/user/externalIdentity/add',
      headers: { 'x-access-token': customerToken },
      payload: { userId: await userId(t.seed.customer.username), provider: 'cas', subject: 'someone' },
    });
    expect(byCustomer.statusCode).toBe(403);
    const twice = await adminLinks('democustomer', t.seed.staff.username);
    expect(twice.statusCode).toBe(409);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/sys/user/externalIdentity/list?userId=${await userId(t.seed.customer.username)}`,
      headers: { 'x-access-token': await t.adminToken() },
    });
    expect(listed.json().result).toMatchObject([
      { provider: 'cas', issuer: cas.url, subject: 'democustomer' },
    ]);
  });

  it('links the CAS user of a ticket to the signed-in user, who then signs in through CAS', async () => {
    const owner = await addCustomer(t.app.db, `cas_linker_${backend}`);
    expect((await validate(t, 'ST-9-linkable')).status).toBe(403);
    const token = await t.login(owner.username, owner.password);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/sys/cas/client/link',
      headers: { 'x-access-token': token },
      payload: { ticket: 'ST-9-linkable' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const answer = await validate(t, 'ST-9-linkable');
    expect(answer.status).toBe(200);
    expect(answer.body.result.userInfo).toMatchObject({ username: owner.username });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/sys/cas/client/link',
      payload: { ticket: 'ST-9-linkable' },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('reads nothing from answers that declare entities', async () => {
    for (const ticket of ['ST-4-laughs', 'ST-5-xxe', 'ST-6-undeclared']) {
      const answer = await validate(t, ticket);
      expect(answer.status, ticket).toBe(401);
      expect(JSON.stringify(answer.body)).not.toContain('root:');
    }
  });

  it('refuses a ticket for another service and malformed tickets', async () => {
    expect((await validate(t, 'ST-1-customer', 'zh-CN', 'https://evil.example.com/')).status).toBe(400);
    expect((await validate(t, 'ST-1 <script>')).status).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/sys/cas/client/validateLogin' })).statusCode).toBe(
      422,
    );
  });
});

describeOnOneBackend('CAS switched off', (t) => {
  it('has no CAS validation route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sys/cas/client/validateLogin?ticket=ST-1' });
    expect(response.statusCode).toBe(404);
  });
});
