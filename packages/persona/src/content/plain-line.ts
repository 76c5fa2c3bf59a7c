import { z } from 'zod';

/**
 * A line said plainly, with no action between asterisks: care, a scene left, a role's speech
 * (the gesture comes from the character). `why` is what a line with markup is told.
 */
export function plainLine(max: number, why: string) {
  return z
    .string()
    .trim()
    .min(2)
    .max(max)
    .refine((text) => !text.includes('*'), why);
}
