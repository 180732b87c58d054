/**
 * What one instance's administrator changes is what the other instances answer next, checked on
 * real server processes (each with its own schema registry, caches and scheduler, which tests in
 * one process cannot separate): a dictionary item, a setting, a newly published online form and
 * a new version of it, saved through instance A and read through instance B; and a job scheduled
 * every second runs once per tick though every instance's scheduler fires it.
 */
import pg from 'pg';
import { encryptUserccs } from '../../../src/shared/auth/userccs';

type Json = { success?: boolean; result?: unknown; message?: string };

async function call(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { 'x-access-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function must(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const answer = await call(base, token, method, path, body);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} on ${base}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}

export async function adminToken(base: string, password: string): Promise<string> {
  const keys = (await call(base, null, 'GET', '/sys/getEncryptedString')).body.result as {
    key: string;
    iv: string;
  };
  const login = await call(base, null, 'POST', '/sys/login', {
    userccs: encryptUserccs({ username: 'admin', password }, keys.key, keys.iv),
  });
  if (login.status !== 200) throw new Error(`admin sign-in on ${base}: ${login.status}`);
  return (login.body.result as { token: string }).token;
}

/** Asks until `seen` holds (at most `timeoutMs`): the ms it took, or null when it never did. */
async function until(seen: () => Promise<boolean>, timeoutMs = 10_000): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await seen()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

const field = (name: string, txt: string) => ({
  dbFieldName: name,
  dbFieldTxt: txt,
  dbType: 'string',
  dbLength: 64,
  fieldShowType: 'text',
  isShowList: 1,
  isShowForm: 1,
});

export interface CrossInstanceResult {
  /** What was checked, and after how many ms B answered it (null: not within 10 s). */
  live: Array<{ what: string; ms: number | null }>;
  /** Scheduled ticks run, and ticks run more than once (goal 0). */
  ticks: number;
  doubledTicks: number;
}

export async function crossInstanceChecks(
  a: string,
  b: string,
  password: string,
  databaseUrl: string,
): Promise<CrossInstanceResult> {
  const onA = await adminToken(a, password);
  const onB = await adminToken(b, password);
  const live: CrossInstanceResult['live'] = [];
  const suffix = Date.now().toString(36);

  // B has the dictionaries cached before A adds an item.
  const dicts = async () =>
    (await must(b, onB, 'GET', '/sys/dict/queryAllDictItems')) as Record<string, Array<{ value: string }>>;
  await dicts();
  const dict = (
    (await must(a, onA, 'GET', '/sys/dict/list?dictCode=business_type')) as { records: Array<{ id: string }> }
  ).records[0]!;
  await must(a, onA, 'POST', '/sys/dictItem/add', {
    dictId: dict.id,
    itemText: `滚动 ${suffix}`,
    itemValue: `rr_${suffix}`,
    sortOrder: 90,
    status: '1',
  });
  live.push({
    what: 'dictionary item',
    ms: await until(async () => (await dicts()).business_type!.some((i) => i.value === `rr_${suffix}`)),
  });

  const hotline = (
    (await must(a, onA, 'GET', '/sys/config/list?configKey=hotline')) as { records: Array<{ id: string }> }
  ).records[0]!;
  await must(a, onA, 'PUT', '/sys/config/edit', { id: hotline.id, value: `400-${suffix}` });
  live.push({
    what: 'setting',
    ms: await until(
      async () =>
        ((await must(b, onB, 'GET', '/sys/config/shellTexts')) as { hotline: string }).hotline ===
        `400-${suffix}`,
    ),
  });

  const code = `rr_form_${suffix}`;
  const head = { tableName: code, tableTxt: '滚动表单', tableType: 1 };
  const { id } = (await must(a, onA, 'POST', '/online/cgform/api/addAll', {
    head,
    fields: [field('subject', '主题')],
  })) as { id: string };
  const publish = async () => {
    await must(a, onA, 'POST', `/online/cgform/head/publish?id=${id}`);
    await must(a, onA, 'POST', '/online/cgform/head/doDbSynch', { id, confirm: [] });
  };
  await publish();
  const page = async () => call(b, onB, 'GET', `/sys/schema/page/online-${code}`);
  live.push({
    what: 'new online form (its page)',
    ms: await until(async () => (await page()).status === 200),
  });
  live.push({
    what: 'new online form (its records)',
    ms: await until(async () => (await call(b, onB, 'GET', `/online/data/${code}/list`)).status === 200),
  });
  const current = (await must(a, onA, 'GET', `/online/cgform/head/queryById?id=${id}`)) as {
    fields: unknown[];
  };
  await must(a, onA, 'PUT', '/online/cgform/api/editAll', {
    head: { id, ...head },
    fields: [...current.fields, field('remark', '备注')],
    indexs: [],
  });
  await publish();
  const hasRemark = async () => {
    const answer = await page();
    return (
      answer.status === 200 &&
      'remark' in (answer.body.result as { entity: { properties: object } }).entity.properties
    );
  };
  live.push({ what: 'new version of the form', ms: await until(hasRemark) });

  // A job every second, added through A: every instance's scheduler fires each tick.
  await must(a, onA, 'POST', '/sys/quartzJob/add', {
    jobName: 'clearExpiredCodes',
    cronExpression: '* * * * * ?',
    description: `rolling ${suffix}`,
    status: 'running',
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const job = (
      await client.query<{ id: string }>('select id from sys_quartz_job where description = $1', [
        `rolling ${suffix}`,
      ])
    ).rows[0]!;
    const runs = async () =>
      (
        await client.query<{ n: string }>(
          "select count(*) as n from sys_quartz_job_log where job_id = $1 and run_trigger = 'schedule'",
          [job.id],
        )
      ).rows[0]!.n;
    await until(async () => Number(await runs()) >= 5, 30_000);
    await must(a, onA, 'PUT', '/sys/quartzJob/pause', { id: job.id });
    const doubled = await client.query(
      "select tick_time from sys_quartz_job_log where job_id = $1 and run_trigger = 'schedule' group by tick_time having count(*) > 1",
      [job.id],
    );
    return { live, ticks: Number(await runs()), doubledTicks: doubled.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}
