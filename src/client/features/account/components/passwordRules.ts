import type { FormRule } from 'antd';
import { accountSetupForm } from '../../../../common/schemas/account';
import { zodRule } from '../../../lib/zodRule';

const fields = accountSetupForm.shape;

export const usernameRules: FormRule[] = [zodRule(fields.username)];
export const passwordRules: FormRule[] = [zodRule(fields.password)];

/** The confirmation's own rule, then the schema's "Passwords don't match" against the password. */
export const confirmPasswordRules: FormRule[] = [
  zodRule(fields.confirmPassword),
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const result = accountSetupForm.safeParse({
        username: 'placeholder',
        password: getFieldValue('password'),
        confirmPassword: value,
      });
      const mismatch = result.error?.issues.find((issue) => issue.path[0] === 'confirmPassword' && issue.code === 'custom');
      if (mismatch) throw new Error(mismatch.message);
    },
  }),
];
