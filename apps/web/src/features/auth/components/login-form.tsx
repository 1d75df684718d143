import { Alert, Button, Checkbox, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiClientError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { PasswordInput } from '../../../components/ui/password-input';
import { validateLogin, type LoginErrors } from '../utils/login-validation';

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiClientError && error.status !== 401 && error.status !== 400) return error.message;
  return LOGIN_FAILED_MESSAGE;
}

export function LoginForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password });
      navigate(paths.app.dashboard.getHref());
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="5">
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>
            Email
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>
            Password
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Checkbox.Root
            checked={rememberMe}
            onCheckedChange={(details) => setRememberMe(details.checked === true)}
          >
            <Checkbox.HiddenInput name="rememberMe" />
            <Checkbox.Control />
            <Checkbox.Label>Remember me</Checkbox.Label>
          </Checkbox.Root>
          {/* The spec gives Forgot password no target yet: a link-styled button that does nothing. */}
          <Button
            type="button"
            variant="plain"
            size="sm"
            color="brand.fg"
            px="0"
            h="auto"
            textDecoration="underline"
          >
            Forgot password?
          </Button>
        </HStack>
        <Button
          type="submit"
          size="lg"
          loading={submitting}
          loadingText="Signing in..."
          bg="brand.solid"
          color="white"
          _hover={{ opacity: 0.92 }}
        >
          Sign In
        </Button>
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          Don&apos;t have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={paths.auth.signup.getHref()}>Sign up</RouterLink>
          </Link>
        </Text>
      </Stack>
    </form>
  );
}
