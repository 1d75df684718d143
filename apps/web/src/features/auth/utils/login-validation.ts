export interface LoginErrors {
  email?: string | undefined;
  password?: string | undefined;
}

/** Login only requires both fields (spec section 5). */
export function validateLogin(values: { email: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = 'Email is required';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}
