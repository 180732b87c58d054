/**
 * Upload controller shared by the file and image widgets: the provider's upload with `biz`.
 * Failures are told as SPEC §8 says: `{file} 上传失败` for files, the 上传出错 dialog (错误信息：
 * and the server's message, else 未知错误) for images. Removing a file clears it from the value and,
 * for a file this field uploaded just now, deletes the temporary file on the server.
 */
import { App, Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { itemsFromValue, refuseFile, uploadedPath, valueFromItems, type UploadItem } from './upload-state';
import type { UploadTarget } from '../data/data-provider';

export interface UploadOptions {
  mode: 'file' | 'image';
  biz: string;
  /** The entity field the files are for (its upload policy applies on the server). */
  target?: UploadTarget;
  accept?: string[];
  maxSize?: number;
  maxCount?: number;
}

let uidCounter = 0;

/** An upload field's files and what the widget does with them. */
export interface UploadController {
  /** The files shown: stored ones, those uploading (with progress) and failed ones. */
  items: UploadItem[];
  /** Checks a chosen file (type, size), uploads it and adds it to the value when stored. */
  add(file: File): Promise<void>;
  /** Drops a file from the list and the value. */
  remove(uid: string): void;
}

export function useUpload(
  value: unknown,
  onChange: (value: string | undefined) => void,
  options: UploadOptions,
): UploadController {
  const data = useDataProvider();
  const feedback = useFeedback();
  const text = useText();
  const { modal } = App.useApp();
  const errorDialog = typeof modal.error === 'function' ? modal.error : Modal.error;
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
      let done: UploadItem;
      try {
        const answer = await data.upload(file, options.biz, options.target);
        const path = uploadedPath(answer);
        done = path
          ? { ...base, status: 'done', percent: 100, path, own: true }
          : { ...base, status: 'error', message: answer.message || text('uploadFailed') };
      } catch {
        done = { ...base, status: 'error', message: text('uploadFailed') };
      }
      if (done.status === 'error') {
        if (options.mode === 'image') {
          errorDialog({
            title: text('uploadErrorTitle'),
            content: text('uploadErrorDetail', { message: done.message || text('unknownError') }),
            okText: text('ok'),
          });
        } else feedback.error(text('fileUploadFailed', { file: file.name }));
      }
      commit(itemsRef.current.map((i) => (i.uid === uid ? done : i)));
    },
    [
      options.mode,
      options.accept,
      options.maxSize,
      options.maxCount,
      options.biz,
      options.target,
      data,
      feedback,
      text,
      commit,
      errorDialog,
    ],
  );

  const remove = useCallback(
    (uid: string) => {
      const gone = itemsRef.current.find((i) => i.uid === uid);
      commit(itemsRef.current.filter((i) => i.uid !== uid));
      // Only a file this field uploaded: a stored one may still belong to the saved record. A failed
      // delete is left to the server, which removes unreferenced temporary files after a day.
      if (gone?.own && gone.path) void data.deleteUpload(gone.path).catch(() => undefined);
    },
    [commit, data],
  );

  return { items, add, remove };
}
