/**
 * Uploaded files as links named as they were uploaded (a detail view's value, a list cell): a click
 * saves the file under that name through the data provider, since the file needs the session's token
 * header, which a plain link cannot send; the link's href still names the file's address.
 */
import type { MouseEvent } from 'react';
import { namedFiles } from '../../src/shared/schema/file-names';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { splitIds } from './use-remote-list';

export interface FileLinksProps {
  /** The stored value: one path or a comma list. */
  value: unknown;
  /** The record's `<field>_fileNames`, when the server sent them. */
  names: unknown;
}

export function FileLinks({ value, names }: FileLinksProps) {
  const { data } = useRenderer();
  const feedback = useFeedback();
  const text = useText();
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 12 }}>
      {namedFiles(splitIds(value), names).map(({ path, name }) => {
        const onClick = (e: MouseEvent) => {
          e.preventDefault();
          data.downloadFile(path, name).catch(() => feedback.error(text('downloadFailed')));
        };
        return (
          <a key={path} href={data.fileUrl(path)} onClick={onClick} download={name}>
            {name}
          </a>
        );
      })}
    </span>
  );
}
