import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { memoryServices } from '../test-support/render-with-provider';
import {
  committedRoot,
  firstElementOf,
  renderedComponents,
  type RenderedComponent,
} from '../test-support/rendered-components';
import { FormDialog } from './FormDialog';

/** Renders the demo add form and records the components each commit rendered. */
function renderCounted() {
  const { wrap } = memoryServices();
  const commits: RenderedComponent[][] = [];
  // Set once render() returns; React's first commit happens inside it, before the form is there.
  const host: { container?: HTMLElement } = {};
  const onRender = () => {
    const root = host.container && committedRoot(host.container);
    if (root) commits.push(renderedComponents(root));
  };
  host.container = render(
    <Profiler id="form" onRender={onRender}>
      {wrap(
        <FormDialog
          page={demoPage}
          entity={demoEntity}
          mode="add"
          onClose={() => undefined}
          onSaved={() => undefined}
        />,
      )}
    </Profiler>,
  ).container;
  return { commits };
}

/** The components of a commit list whose first element lies inside the grid cell of `field`. */
function insideField(commits: RenderedComponent[][], field: string): string[] {
  const cell = document.querySelector(`[data-field="${field}"]`);
  if (!cell) throw new Error(`no grid cell for ${field}`);
  return commits.flat().flatMap(({ name, fiber }) => {
    const element = firstElementOf(fiber);
    return element && cell.contains(element) ? [name] : [];
  });
}

describe('a keystroke in the entity form', () => {
  it('re-renders the edited field and none of the fields around it', async () => {
    const { commits } = renderCounted();
    const name = await screen.findByLabelText(/姓名/);
    await userEvent.click(name);
    commits.length = 0;
    await userEvent.keyboard('李');
    expect((name as HTMLInputElement).value).toBe('李');
    // The edited field did render (the counter sees renders at all) ...
    expect(insideField(commits, 'name').length).toBeGreaterThan(0);
    // ... and the fields the keystroke did not touch rendered nothing, not even rjsf's property wrapper.
    expect({ phone: insideField(commits, 'phone'), code: insideField(commits, 'code') }).toEqual({
      phone: [],
      code: [],
    });
  });
});
