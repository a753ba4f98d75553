import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

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
      const result = schema.safeParse(value === null ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}
