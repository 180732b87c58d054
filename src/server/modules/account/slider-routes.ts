/**
 * The drag-to-verify slider's server side (SPEC §4 "Slider verification"):
 * GET /sys/slider/challenge answers a one-time challenge { challengeId, width, expiresIn };
 * POST /sys/slider/verify { challengeId, track: [{ x, t }] } spends it and, when the track looks
 * dragged by a person (shared/account/slider-track.ts: its shape, and its time against the server's clock since
 * the challenge was issued), answers a one-time slider token valid 2 minutes that
 * POST /sys/user/register requires. Both open and rate-limited per address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import {
  CHALLENGE_TTL_MS,
  CHALLENGE_WIDTH,
  issueSecret,
  SLIDER_TOKEN_TTL_MS,
  spendSecret,
} from './slider-store';
import {
  MAX_POINTS,
  timingProblem,
  trackProblem,
  type TrackPoint,
} from '../../../shared/account/slider-track';

export const SLIDER_MESSAGES = {
  expired: {
    'zh-CN': '验证已过期，请重新拖动滑块',
    'en-US': 'The verification expired, please drag the slider again',
  },
  refused: {
    'zh-CN': '验证未通过，请重新拖动滑块',
    'en-US': 'Verification failed, please drag the slider again',
  },
  passed: CATALOGUE.sliderPassed,
};

interface VerifyBody {
  challengeId: string;
  track: TrackPoint[];
}

const verifyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['challengeId', 'track'],
  properties: {
    challengeId: { type: 'string', minLength: 1, maxLength: 200 },
    track: {
      type: 'array',
      maxItems: MAX_POINTS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['x', 't'],
        properties: { x: { type: 'number' }, t: { type: 'number' } },
      },
    },
  },
} as const;

function refuse(request: FastifyRequest, pair: { 'zh-CN': string; 'en-US': string }): HttpError {
  const message = request.t(pair);
  return new HttpError(422, message, [{ field: 'track', message }]);
}

export default async function sliderRoutes(app: FastifyInstance): Promise<void> {
  const limit = (times: number) => ({ max: app.config.loginRateLimit * times, timeWindow: 60_000 });

  app.get(
    '/sys/slider/challenge',
    {
      config: { open: true, rateLimit: limit(3) },
      schema: { tags: ['account'], summary: 'A one-time slider challenge' },
    },
    async (request) => {
      const challengeId = await issueSecret(app.db, 'challenge', {
        ttlMs: CHALLENGE_TTL_MS,
        width: CHALLENGE_WIDTH,
        ip: request.ip,
      });
      return ok({ challengeId, width: CHALLENGE_WIDTH, expiresIn: CHALLENGE_TTL_MS });
    },
  );

  app.post<{ Body: VerifyBody }>(
    '/sys/slider/verify',
    {
      config: { open: true, rateLimit: limit(3) },
      schema: {
        tags: ['account'],
        summary: 'Check a slider drag track; answers a slider token',
        body: verifyBody,
      },
    },
    async (request) => {
      const { challengeId, track } = request.body;
      // Spent whatever the track: a refused drag fetches a new challenge, so no track is tried twice.
      const challenge = await spendSecret(app.db, 'challenge', challengeId);
      if (!challenge) throw refuse(request, SLIDER_MESSAGES.expired);
      const problem =
        trackProblem(track, challenge.width) ??
        timingProblem(track, Date.now() - challenge.issuedAt.getTime());
      if (problem !== null) {
        request.log.info({ problem }, 'slider track refused');
        throw refuse(request, SLIDER_MESSAGES.refused);
      }
      const sliderToken = await issueSecret(app.db, 'token', { ttlMs: SLIDER_TOKEN_TTL_MS, ip: request.ip });
      return ok({ sliderToken, expiresIn: SLIDER_TOKEN_TTL_MS }, request.t(SLIDER_MESSAGES.passed));
    },
  );
}
