/**
 * Runtime import cycles of a module graph: the strongly connected components (Tarjan) with more than
 * one module, or one module that imports itself, each given as one closed path through it so the
 * message shows which imports to cut.
 */
export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

function components(graph: ModuleGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        found.push(component);
      }
    }
  }
  return found;
}

/** A shortest closed path from `start` back to itself inside `members` (breadth first). */
function closedPath(graph: ModuleGraph, start: string, members: ReadonlySet<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head]!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const back = [start];
        for (let at = node; at !== start; at = previous.get(at)!) back.push(at);
        back.push(start);
        return back.reverse();
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/** Each cycle as a closed path (first module repeated at the end), sorted for a stable report. */
export function findCycles(graph: ModuleGraph): string[][] {
  const cycles: string[][] = [];
  for (const component of components(graph)) {
    const single = component.length === 1 ? component[0]! : undefined;
    if (single !== undefined && !(graph.get(single) ?? []).includes(single)) continue;
    const start = [...component].sort()[0]!;
    cycles.push(closedPath(graph, start, new Set(component)));
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
