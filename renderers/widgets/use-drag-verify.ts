/**
 * The drag-to-verify slider's behaviour (SPEC §4): idle → dragging → at full width the track goes
 * to the server (DataProvider.sliderVerify) → passed, which locks; released early it resets, and a
 * refused track resets with the server's message. A challenge is fetched ahead of each drag and
 * spent by it. Points are recorded in the challenge's units, with the time of each move, so the
 * server can tell a drag from a jump or a computed line. Keyboard moves record points too; End
 * glides to the end.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from '../context';
import type { SliderChallenge, SliderPoint } from '../data/data-provider';

export type SliderPhase = 'idle' | 'dragging' | 'verifying' | 'passed';

/** One keyboard step: a tenth of the track. */
const KEY_STEP = 0.1;
/**
 * End glides in this many steps, this far apart (ms), so a keyboard track takes time like a drag
 * (the server refuses one under 300 ms), and eases out like a hand slowing down (the server
 * refuses a track that is a straight line at constant speed).
 */
const GLIDE_STEPS = 10;
const GLIDE_MS = 40;
const easeOut = (share: number) => 1 - (1 - share) * (1 - share);
/** The server keeps a challenge 5 minutes; one older than this is replaced before it is used. */
const CHALLENGE_FRESH_MS = 4 * 60_000;

export interface DragVerify {
  phase: SliderPhase;
  /** Handle position, 0 … 1 of the track. */
  ratio: number;
  /** The server's refusal of the last track, shown until the next drag. */
  error: string | null;
  start(): void;
  /** Moves the handle to a share of the track (pointer or key). */
  moveTo(ratio: number): void;
  /** Pointer released: verifies at full width, resets otherwise. */
  release(): void;
  /** Keyboard: steps, Home/End, Escape. Answers whether the key was the slider's. */
  key(key: string): boolean;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

export function useDragVerify(
  token: string | undefined,
  onToken: (token: string | undefined) => void,
  locked: boolean,
): DragVerify {
  const provider = useDataProvider();
  const [phase, setPhaseState] = useState<SliderPhase>(token ? 'passed' : 'idle');
  const [ratio, setRatio] = useState(token ? 1 : 0);
  const [error, setError] = useState<string | null>(null);
  const challenge = useRef<Promise<SliderChallenge | null> | null>(null);
  const track = useRef<SliderPoint[]>([]);
  // The refs answer at once: several pointer events can arrive before React renders again.
  const phaseRef = useRef(phase);
  const ratioRef = useRef(ratio);
  const setPhase = useCallback((next: SliderPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  const glide = useRef<ReturnType<typeof setInterval> | null>(null);

  const fetchedAt = useRef(0);
  const fetchChallenge = useCallback(() => {
    fetchedAt.current = Date.now();
    challenge.current = provider
      .sliderChallenge()
      .then((answer) => (answer.success ? answer.result : null))
      .catch(() => null);
    return challenge.current;
  }, [provider]);

  const stopGlide = () => {
    if (glide.current) clearInterval(glide.current);
    glide.current = null;
  };
  useEffect(() => stopGlide, []);

  const reset = useCallback(() => {
    stopGlide();
    track.current = [];
    ratioRef.current = 0;
    setRatio(0);
    setPhase('idle');
  }, [setPhase]);

  // The form cleared the token (it expired or was spent by a refused submit): start over.
  useEffect(() => {
    if (!token && phaseRef.current === 'passed') {
      reset();
      void fetchChallenge();
    }
  }, [token, reset, fetchChallenge]);

  const record = useCallback((next: number) => {
    // Shares of the track; scaled to the challenge's width when sent.
    track.current.push({ x: next, t: Math.round(performance.now()) });
    ratioRef.current = next;
    setRatio(next);
  }, []);

  const verify = useCallback(async () => {
    setPhase('verifying');
    const points = track.current;
    // A challenge fetched long ago (the page sat open) may have expired on the server: take a new one.
    if (Date.now() - fetchedAt.current > CHALLENGE_FRESH_MS) challenge.current = null;
    const current = (await (challenge.current ?? fetchChallenge())) ?? (await fetchChallenge());
    // Each challenge answers one track; the next drag gets a fresh one.
    challenge.current = null;
    try {
      if (!current) throw new Error('no challenge');
      const answer = await provider.sliderVerify(
        current.challengeId,
        points.map((p) => ({ x: Math.round(p.x * current.width * 100) / 100, t: p.t })),
      );
      if (answer.success && answer.result) {
        setPhase('passed');
        ratioRef.current = 1;
        setRatio(1);
        setError(null);
        onToken(answer.result.sliderToken);
        return;
      }
      setError(answer.message || null);
    } catch {
      // The app has told the user already.
    }
    reset();
    void fetchChallenge();
  }, [provider, fetchChallenge, onToken, reset, setPhase]);

  const start = useCallback(() => {
    if (locked || phaseRef.current !== 'idle') return;
    setError(null);
    track.current = [];
    setPhase('dragging');
    if (challenge.current === null) void fetchChallenge();
    record(0);
  }, [locked, fetchChallenge, record, setPhase]);

  const moveTo = useCallback(
    (next: number) => {
      if (phaseRef.current !== 'dragging') return;
      record(clamp(next));
    },
    [record],
  );

  const release = useCallback(() => {
    if (phaseRef.current !== 'dragging') return;
    if (ratioRef.current >= 1) void verify();
    else reset();
  }, [verify, reset]);

  const key = useCallback(
    (name: string): boolean => {
      if (locked || phaseRef.current === 'passed' || phaseRef.current === 'verifying') return false;
      const step = (to: number) => {
        if (phaseRef.current === 'idle') start();
        record(clamp(to));
        if (ratioRef.current >= 1) void verify();
      };
      switch (name) {
        case 'ArrowRight':
        case 'ArrowUp':
          step(Math.round((ratioRef.current + KEY_STEP) * 100) / 100);
          return true;
        case 'ArrowLeft':
        case 'ArrowDown':
          step(Math.round((ratioRef.current - KEY_STEP) * 100) / 100);
          return true;
        case 'Home':
        case 'Escape':
          if (phaseRef.current === 'idle') return name === 'Home';
          reset();
          return true;
        case 'End': {
          if (glide.current) return true;
          const from = ratioRef.current;
          let n = 0;
          if (phaseRef.current === 'idle') start();
          glide.current = setInterval(() => {
            n += 1;
            const to = from + (1 - from) * easeOut(n / GLIDE_STEPS);
            record(clamp(to));
            if (n >= GLIDE_STEPS) {
              stopGlide();
              void verify();
            }
          }, GLIDE_MS);
          return true;
        }
        default:
          return false;
      }
    },
    [locked, start, record, verify, reset],
  );

  // A challenge ready before the first touch, so the drag itself waits for nothing.
  useEffect(() => {
    if (!token && challenge.current === null) void fetchChallenge();
  }, [token, fetchChallenge]);

  return { phase, ratio, error, start, moveTo, release, key };
}
