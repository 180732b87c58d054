/**
 * What a list cell shows, in the table and on a phone's card alike: a thumbnail for an image, download
 * links for a file field's files, a link for a column linked to a row action, else the (shortened)
 * text with the whole in a tooltip.
 */
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { ActionDef } from '../../src/shared/schema/types';
import { AuthImage } from '../widgets/AuthImage';
import { FileLinks } from '../widgets/FileLinks';
import { ActionLink } from './ActionLink';
import type { ColumnModel, Row } from './build-columns';

/** Side of an image cell's thumbnail. */
const THUMBNAIL_SIZE = 32;

export function cellContent(
  model: ColumnModel,
  row: Row,
  rowActions: readonly ActionDef[],
  onRun: (action: ActionDef, row: Row) => void,
): ReactNode {
  const cell = model.cell(row);
  if (cell.image) return <AuthImage path={cell.image} size={THUMBNAIL_SIZE} />;
  if (cell.files) return <FileLinks value={cell.files.value} names={cell.files.names} />;
  const linked = model.link ? rowActions.find((a) => a.key === model.link) : undefined;
  const content = linked ? (
    <ActionLink onClick={() => onRun(linked, row)}>{cell.text}</ActionLink>
  ) : (
    cell.text
  );
  return cell.full ? <Tooltip title={cell.full}>{content}</Tooltip> : content;
}
