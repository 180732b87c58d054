/**
 * The record a detail page shows, from the data provider: the signed-in user's own for
 * `"record": "self"`, what the page's own GET answers for `{ url }` (a module's own-record call),
 * else the one whose id the page was given. Every read of DetailPage is here.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Envelope } from '../../src/shared/envelope';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { resourceOf } from '../data/data-provider';
import type { FormData } from '../form/use-entity-form';

export type DetailRecordState =
  | { status: 'loading' }
  | { status: 'ready'; record: FormData }
  /** `message`: the server's refusal, or empty when the app has already told the user. */
  | { status: 'failed'; message: string };

export interface DetailRecord {
  /** Where the read stands, with the record once it is there. */
  state: DetailRecordState;
  /** Reads the record again (after an edit). */
  reload(): void;
}

export function useDetailRecord(
  page: PageSchema,
  entity: EntitySchema,
  recordId: string | undefined,
): DetailRecord {
  // The locale too: the record's dictionary and department texts come in the request language.
  const { data, locale } = useRenderer();
  const [state, setState] = useState<DetailRecordState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const self = page.record === 'self';
  const source = page.record;
  const url = typeof source === 'object' && 'url' in source ? source.url : undefined;

  useEffect(() => {
    const read = self
      ? data.getOwnRecord<FormData>(page.$id)
      : url
        ? (data.runAction({ method: 'GET', url }) as Promise<Envelope<FormData | null>>)
        : recordId
          ? data.getOne<FormData>(resourceOf(page, entity), recordId)
          : undefined;
    // A page opened without the id it needs has nothing to show.
    if (!read) {
      setState({ status: 'failed', message: '' });
      return;
    }
    let live = true;
    read.then(
      (answer) => {
        if (!live) return;
        setState(
          answer.success && answer.result
            ? { status: 'ready', record: answer.result }
            : { status: 'failed', message: answer.message },
        );
      },
      () => live && setState({ status: 'failed', message: '' }),
    );
    return () => {
      live = false;
    };
  }, [data, locale, page, entity, self, url, recordId, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
