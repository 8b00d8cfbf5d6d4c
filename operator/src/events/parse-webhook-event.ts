import { jsonDecimal, parseExact, positiveDecimal, webhookActionSchema, webhookEnvelopeSchema, type Decimal } from '@rgs/schema';
import { z } from 'zod';
import type { RawBody } from '../verify-webhook';
import { classifyEvent } from './classify-event';
import { DEFAULT_CURRENCY, type ParsedWebhook, type WebhookEvent } from './webhook-event';

const nonNegativeDecimal = jsonDecimal.refine((value: Decimal) => value.isFinite() && !value.isNegative(), {
  message: 'Expected a number of 0 or more',
});

// The envelope's fields with the contract's value rules: actions fully checked (type bet|win,
// non-negative amount of at most 10 places), so a caller never meets a float or a raw lossless value.
const webhookEventSchema = webhookEnvelopeSchema
  .extend({
    actions: webhookActionSchema.array(),
    currency: z.string().min(1).optional(),
    playerAmount: nonNegativeDecimal.optional(),
    playerCurrency: z.string().min(1).optional(),
    rate: positiveDecimal.optional(),
    usdRate: positiveDecimal.optional(),
    freeBet: z.literal(true, { message: 'freeBet is always true when present' }).optional(),
    freeBetsRemaining: webhookEnvelopeSchema.shape.freeBetsRemaining.refine((n) => n === undefined || n >= 0, {
      message: 'Expected an integer of 0 or more',
    }),
  })
  .superRefine((body, ctx) => {
    const trio = [body.playerAmount, body.playerCurrency, body.rate].filter((v) => v !== undefined).length;
    if (trio !== 0 && trio !== 3) {
      ctx.addIssue({ code: 'custom', path: ['playerAmount'], message: 'playerAmount, playerCurrency and rate travel together' });
    }
  });

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses a webhook body losslessly (amounts become exact Decimals), checks every field the contract
 * defines, makes the default currency explicit and classifies the event. Call it only after the
 * request was verified over the same raw body.
 */
export function parseWebhookEvent(rawBody: RawBody): ParsedWebhook {
  let json: unknown;
  try {
    json = parseExact(typeof rawBody === 'string' ? rawBody : utf8.decode(rawBody));
  } catch {
    return { ok: false, code: 'not_json', reason: 'body is not valid UTF-8 JSON' };
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, code: 'invalid_field', reason: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
  }
  const event: WebhookEvent = { ...withoutUndefined(parsed.data), currency: parsed.data.currency ?? DEFAULT_CURRENCY };
  return { ok: true, event, classification: classifyEvent(event) };
}

/** Drops absent optional fields so an event compares and prints as the body it came from. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
