import type { FormRule } from 'antd';
import { PASSWORD_MIN_LENGTH } from '../../domain/system/session';

type Translate = (key: string) => string;

/** A new password: required, at least the minimum length the server enforces (spec 2.4). */
export function newPasswordRules(t: Translate, requiredKey = 'password.newRequired'): FormRule[] {
  return [
    { required: true, message: t(requiredKey) },
    { min: PASSWORD_MIN_LENGTH, message: t('register.passwordRule') },
  ];
}

/** Its confirmation: required and equal to the password field (a dependency of the form item). */
export function confirmPasswordRules(t: Translate, passwordField = 'password'): FormRule[] {
  return [
    { required: true, message: t('password.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) =>
        !value || value === getFieldValue(passwordField)
          ? Promise.resolve()
          : Promise.reject(new Error(t('password.mismatch'))),
    }),
  ];
}
