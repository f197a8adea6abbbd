/**
 * zod validation at the API boundary (@hono/zod-validator), with our error shape:
 * 400 with the French message of each field, or « Corps JSON invalide » when the body is not JSON.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest, describeFieldErrors, fieldErrorsOf } from '../errors.ts';

export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fieldErrors = fieldErrorsOf(result.error as unknown as z.ZodError);
      throw badRequest(describeFieldErrors(fieldErrors), fieldErrors);
    }
  });
}
