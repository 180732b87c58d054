import { useEffect, useState } from 'react';
import { get } from '../../request';

export interface Depart {
  id: string;
  departName: string;
  departNameEn?: string;
  orgCode?: string;
}

interface DepartsAnswer {
  list?: Depart[];
  orgCode?: string;
}

/** GET /sys/user/getCurrentUserDeparts → the user's departments. */
export function useCurrentDeparts() {
  const [departs, setDeparts] = useState<Depart[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let alive = true;
    get<DepartsAnswer>('/sys/user/getCurrentUserDeparts')
      .then((answer) => {
        if (alive) setDeparts(Array.isArray(answer.result?.list) ? answer.result.list : []);
      })
      .catch(() => undefined) // the request layer has told the user
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, []);
  return { departs, loading };
}
