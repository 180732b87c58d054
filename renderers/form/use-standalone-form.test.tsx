/**
 * The standalone form's uniqueness checks against its submit: a check that a pause in typing
 * started (or was about to start) before the submit must not erase the refusal the submit shows.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import registerForm from '../../schemas/forms/user-register.json';
import type { Envelope } from '../../src/shared/envelope';
import { envelope, refusal } from '../test-support/memory-provider';
import { memoryServices } from '../test-support/render-with-provider';
import type { StandaloneFormSchema } from './standalone-form';
import { UNIQUE_CHECK_DELAY_MS, useStandaloneForm } from './use-standalone-form';

const TAKEN = '该值不可用，系统中已存在！';
const DATA = { email: 'newcomer1@example.com' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderController(checkUnique: (field: string, value: string) => Promise<Envelope<unknown>>) {
  const { wrap } = memoryServices();
  return renderHook(
    () =>
      useStandaloneForm({
        form: registerForm as StandaloneFormSchema,
        checkUnique,
        submit: () => Promise.resolve(refusal(TAKEN, 409, [{ field: 'email', message: TAKEN }])),
        onDone: vi.fn(),
      }),
    { wrapper: ({ children }) => wrap(children) },
  );
}

/** A uniqueness check whose first answer the test gives itself (`early`); later ones say "free". */
function firstCheckHeld() {
  const early = deferred<Envelope<unknown>>();
  const checkUnique = vi
    .fn<(field: string, value: string) => Promise<Envelope<unknown>>>()
    .mockReturnValueOnce(early.promise)
    .mockResolvedValue(envelope(null));
  return { early, checkUnique };
}

const emailErrors = (result: { current: ReturnType<typeof useStandaloneForm> }) =>
  (result.current.extraErrors as Record<string, { __errors?: string[] } | undefined>).email?.__errors;

afterEach(() => {
  vi.useRealTimers();
});

describe('useStandaloneForm', () => {
  it('keeps the refusal when the submit comes before the pause in typing has passed', async () => {
    vi.useFakeTimers();
    const checkUnique = vi.fn(() => Promise.resolve(envelope(null)));
    const { result } = renderController(checkUnique);
    act(() => result.current.onChange(DATA, 'root_email'));
    await act(() => result.current.submit(DATA));
    expect(emailErrors(result)).toEqual([TAKEN]);
    await act(() => vi.advanceTimersByTimeAsync(UNIQUE_CHECK_DELAY_MS * 2));
    expect(emailErrors(result)).toEqual([TAKEN]);
    // The submit's own check replaced the one the pause would have sent.
    expect(checkUnique).toHaveBeenCalledTimes(1);
  });

  it('keeps the refusal when a check sent before the submit answers after it', async () => {
    vi.useFakeTimers();
    const { early, checkUnique } = firstCheckHeld();
    const { result } = renderController(checkUnique);
    act(() => result.current.onChange(DATA, 'root_email'));
    await act(() => vi.advanceTimersByTimeAsync(UNIQUE_CHECK_DELAY_MS));
    expect(checkUnique).toHaveBeenCalledTimes(1);
    await act(() => result.current.submit(DATA));
    expect(emailErrors(result)).toEqual([TAKEN]);
    await act(async () => early.resolve(envelope(null)));
    expect(emailErrors(result)).toEqual([TAKEN]);
  });

  it('shows the answer of the latest value typed, not of an earlier one answering late', async () => {
    vi.useFakeTimers();
    const { early, checkUnique } = firstCheckHeld();
    const { result } = renderController(checkUnique);
    act(() => result.current.onChange({ email: 'taken@example.com' }, 'root_email'));
    await act(() => vi.advanceTimersByTimeAsync(UNIQUE_CHECK_DELAY_MS));
    act(() => result.current.onChange(DATA, 'root_email'));
    await act(() => vi.advanceTimersByTimeAsync(UNIQUE_CHECK_DELAY_MS));
    await act(async () => early.resolve(refusal(TAKEN, 409)));
    expect(emailErrors(result)).toBeUndefined();
    expect(checkUnique.mock.calls.map(([, value]) => value)).toEqual([
      'taken@example.com',
      'newcomer1@example.com',
    ]);
  });
});
