import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * The schema's message for one field's value, or null when the value passes: exactly what the
 * server would answer with. A cleared field (null) counts as missing. antd forms use it
 * through zodRule; plain-CSS forms that paint before antd loads call it directly.
 */
export function zodProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value === null ? undefined : value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

/**
 * An antd Form rule that validates one field with its zod schema from src/common, so the
 * browser shows exactly the messages the server would answer with.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    // Only marks the label with antd's asterisk: when a rule has a validator, antd runs the
    // validator instead of its own required check, so the message is still the schema's.
    required: !schema.safeParse(undefined).success,
    validator: async (_rule, value: unknown) => {
      const problem = zodProblem(schema, value);
      if (problem !== null) throw new Error(problem);
    },
  };
}
