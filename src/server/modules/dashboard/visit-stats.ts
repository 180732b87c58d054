/**
 * Login and visit statistics (SPEC §7 GET /sys/loginfo, /sys/visitInfo, as JeecgBoot answers them):
 * a "visit" is a successful login written to sys_login_log (sys/login-attempt.ts), so refusals and
 * logouts never count; "ip" counts distinct client addresses. Days are server local days, bucketed
 * here (as months.ts does) so both database backends agree whatever their session time zone.
 */
import { sql, type Kysely } from 'kysely';
import type { LoginInfo, VisitDay } from '../../../shared/dashboard/dashboard-types';
import type { Database } from '../../db/types';

/** The days of /sys/visitInfo: today and the six before it. */
export const VISIT_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function successfulLogins(db: Kysely<Database>) {
  return db.selectFrom('sys_login_log').where('success', '=', true).where('message', '=', 'success');
}

async function loginsSince(
  db: Kysely<Database>,
  start: Date,
): Promise<Array<{ day: string; ip: string | null }>> {
  const rows = await successfulLogins(db)
    .select(['create_time', 'ip'])
    .where('create_time', '>=', start)
    .execute();
  return rows.map((r) => ({ day: dayKey(new Date(r.create_time)), ip: r.ip }));
}

function visitDay(day: string, rows: ReadonlyArray<{ day: string; ip: string | null }>): VisitDay {
  const of = rows.filter((r) => r.day === day);
  return { visit: of.length, ip: new Set(of.map((r) => r.ip ?? '')).size, tian: day, type: day.slice(5) };
}

export async function loginInfo(db: Kysely<Database>, now: Date = new Date()): Promise<LoginInfo> {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const today = visitDay(dayKey(start), await loginsSince(db, start));
  const total = await successfulLogins(db)
    .select(sql<string | number>`count(*)`.as('n'))
    .executeTakeFirst();
  return { todayVisitCount: today.visit, todayIp: today.ip, totalVisitCount: Number(total?.n ?? 0) };
}

/** The last VISIT_DAYS days, oldest first, a day without logins included with zeros. */
export async function visitInfo(db: Kysely<Database>, now: Date = new Date()): Promise<VisitDay[]> {
  const days = Array.from(
    { length: VISIT_DAYS },
    (_, i) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - (VISIT_DAYS - 1 - i)),
  );
  const rows = await loginsSince(db, days[0]!);
  return days.map((d) => visitDay(dayKey(d), rows));
}
