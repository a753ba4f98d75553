import { describe, expect, it } from 'vitest';
import { contactMessageInput } from '../../common/schemas/requests';
import { zodRule } from './zodRule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

function validatorOf(rule: ReturnType<typeof zodRule>): Validator {
  if (typeof rule === 'function' || !rule.validator) throw new Error('zodRule must return a rule with a validator');
  return rule.validator as Validator;
}

describe('zodRule', () => {
  it('marks a field required exactly when its schema refuses a missing value', () => {
    expect(zodRule(contactMessageInput.shape.name)).toMatchObject({ required: true });
    expect(zodRule(contactMessageInput.shape.phone)).toMatchObject({ required: false });
  });

  it("rejects with the schema's own message, for a missing, an empty and a wrong value alike", async () => {
    const name = validatorOf(zodRule(contactMessageInput.shape.name));
    const email = validatorOf(zodRule(contactMessageInput.shape.email));
    await expect(name({}, undefined)).rejects.toThrow('Name is required');
    await expect(name({}, '   ')).rejects.toThrow('Name is required');
    await expect(email({}, 'not-an-email')).rejects.toThrow('Please enter a valid email address');
  });

  it('accepts a valid value and an empty optional field', async () => {
    await expect(validatorOf(zodRule(contactMessageInput.shape.email))({}, 'ana@bistro.example')).resolves.toBeUndefined();
    await expect(validatorOf(zodRule(contactMessageInput.shape.phone))({}, undefined)).resolves.toBeUndefined();
  });
});
