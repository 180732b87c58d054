/** Upload controller shared by the file and image widgets: POST /sys/common/upload with `biz`. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { itemsFromValue, refuseFile, uploadedPath, valueFromItems, type UploadItem } from './upload-state';

export interface UploadOptions {
  mode: 'file' | 'image';
  biz: string;
  accept?: string[];
  maxSize?: number;
  maxCount?: number;
}

let uidCounter = 0;

export function useUpload(
  value: unknown,
  onChange: (value: string | undefined) => void,
  options: UploadOptions,
) {
  const { request } = useRenderer();
  const feedback = useFeedback();
  const text = useText();
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value));
  const reported = useRef<unknown>(value);

  // A value set from outside (form reset, loaded row) replaces the list.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setItems(itemsFromValue(value));
    }
  }, [value]);

  const commit = useCallback(
    (next: UploadItem[]) => {
      setItems(next);
      const v = valueFromItems(next);
      if (v !== 'pending' && v !== reported.current) {
        reported.current = v;
        onChange(v);
      }
    },
    [onChange],
  );

  const itemsRef = useRef(items);
  itemsRef.current = items;

  const add = useCallback(
    async (file: File) => {
      const refusal = refuseFile(file, options.mode, options.accept, options.maxSize);
      if (refusal) {
        feedback.warning(text(refusal));
        return;
      }
      uidCounter += 1;
      const uid = `upload-${uidCounter}`;
      const base: UploadItem = { uid, name: file.name, status: 'uploading', percent: 0 };
      const replace = options.maxCount === 1;
      commit(replace ? [base] : [...itemsRef.current, base]);
      const data = new FormData();
      data.append('file', file);
      data.append('biz', options.biz);
      let done: UploadItem;
      try {
        const answer = await request<unknown>({ url: '/sys/common/upload', method: 'POST', data });
        const path = uploadedPath(answer);
        done = path
          ? { ...base, status: 'done', percent: 100, path }
          : { ...base, status: 'error', message: answer.message || text('uploadFailed') };
      } catch {
        done = { ...base, status: 'error', message: text('uploadFailed') };
      }
      if (done.status === 'error') feedback.error(`${file.name} ${text('uploadFailed')}`);
      commit(itemsRef.current.map((i) => (i.uid === uid ? done : i)));
    },
    [
      options.mode,
      options.accept,
      options.maxSize,
      options.maxCount,
      options.biz,
      request,
      feedback,
      text,
      commit,
    ],
  );

  const remove = useCallback(
    (uid: string) => commit(itemsRef.current.filter((i) => i.uid !== uid)),
    [commit],
  );

  return { items, add, remove };
}
