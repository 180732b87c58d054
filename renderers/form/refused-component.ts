/**
 * A component that stands for one a form of the entity keyword subset never renders: it fails
 * loudly with what was reached (the nearest RenderBoundary shows the error), instead of every form
 * page carrying the real one. Taking no props, it fits where a field or template of any props goes.
 */
export function refusedComponent(reason: string): () => never {
  return function Refused() {
    throw new Error(reason);
  };
}
