import { z } from 'zod';

/** A record's name as typed: required once trimmed ("Plan name is required"). */
export const nameText = (noun: string) => z.string().refine((name) => name.trim() !== '', `${noun} name is required`);

/** A price as typed: required, then a number of at least 0; `label` names it in the messages. */
export const priceText = (label: string) =>
  z.string().superRefine((text, ctx) => {
    const price = text.trim();
    if (price === '') ctx.addIssue({ code: 'custom', message: `${label} is required` });
    else if (!Number.isFinite(Number(price)) || Number(price) < 0)
      ctx.addIssue({ code: 'custom', message: `${label} must be a number of at least 0` });
  });
