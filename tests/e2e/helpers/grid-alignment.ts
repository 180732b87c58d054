/**
 * The editable table draws its header and its (virtualised) body as separate elements: what a
 * reader sees as one column must be one column. Compares each header cell's left edge and width
 * with the same cell of the first body row, as laid out by the browser, and checks that both rows
 * reach the grid's right edge when the columns are narrower than the grid (no header band shorter
 * than the rows under it).
 */
import type { Locator } from 'playwright-core';

interface CellBox {
  left: number;
  width: number;
}

interface GridBoxes {
  head: CellBox[];
  body: CellBox[];
  /** The right edge of the grid's scroll box inside its border and scrollbar. */
  innerRight: number;
  overflows: boolean;
}

async function gridBoxes(grid: Locator): Promise<GridBoxes> {
  return grid.evaluate((el) => {
    const boxes = (row: Element | null) =>
      [...(row?.children ?? [])].map((cell) => {
        const r = cell.getBoundingClientRect();
        return { left: r.left, width: r.width };
      });
    const frame = el.getBoundingClientRect();
    return {
      head: boxes(el.querySelector('[role=row][aria-rowindex="1"]')),
      body: boxes(el.querySelector('[role=row][aria-rowindex="2"]')),
      innerRight: frame.left + el.clientLeft + el.clientWidth,
      overflows: el.scrollWidth > el.clientWidth + 1,
    };
  });
}

const px = (n: number) => Math.round(n * 10) / 10;

/** What is out of line (± 1 px), in words; empty when header and first row line up. */
export async function misalignedHeaderCells(grid: Locator): Promise<string[]> {
  const { head, body, innerRight, overflows } = await gridBoxes(grid);
  if (head.length === 0 || body.length === 0)
    return [`no header row or no body row (${head.length}, ${body.length} cells)`];
  const out: string[] = [];
  if (head.length !== body.length) out.push(`${head.length} header cells over ${body.length} row cells`);
  head.forEach((h, i) => {
    const b = body[i];
    if (b && (Math.abs(h.left - b.left) > 1 || Math.abs(h.width - b.width) > 1)) {
      out.push(`cell ${i}: header ${px(h.left)}+${px(h.width)}, row ${px(b.left)}+${px(b.width)}`);
    }
  });
  if (!overflows) {
    for (const [name, cells] of [
      ['header', head],
      ['row', body],
    ] as const) {
      const last = cells[cells.length - 1]!;
      if (Math.abs(last.left + last.width - innerRight) > 1)
        out.push(`${name} ends at ${px(last.left + last.width)}, the grid at ${px(innerRight)}`);
    }
  }
  return out;
}
