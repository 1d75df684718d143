import type { CareerIntent, ExperienceLevel } from '@careerlens/contracts';
import { Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { ApiClientError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useAfterPress } from '../hooks/use-after-press';
import { canContinueRole, catalogueSpelling, isRoleSelected } from '../utils/role-selection';
import {
  accountContinueHint,
  canContinueAccount,
  intentContinueHint,
  roleContinueHint,
  EMPTY_ACCOUNT,
  validateAccount,
  validateAccountField,
  type AccountErrors,
  type AccountField,
  type AccountValues,
} from '../utils/signup-validation';
import { AccountStep } from './account-step';
import { IntentStep } from './intent-step';
import { ResumeStep } from './resume-step';
import { RoleStep } from './role-step';

export const SIGNUP_STEPS = [
  { title: 'Create your account', description: 'Start with the basics.' },
  {
    title: 'Your target role',
    description: 'Tell us the role you want and your experience, so we compare you with the right postings.',
  },
  {
    title: 'What brings you to CareerLens?',
    description: 'We will focus your dashboard on what matters most to you.',
  },
  { title: 'Upload your resume', description: 'Optional: you can skip this and add one later.' },
] as const;

const SUCCESS_TITLE = 'Account Created Successfully!';
const FAILURE_TITLE = 'Account Creation Failed';
const FAILURE_FALLBACK = 'There was an error creating your account. Please try again.';
/** The fixed navigation bar (64px) and a little air: a new step's top is scrolled below them. */
const STEP_SCROLL_MARGIN = 'calc(64px + 1rem)';

export function SignupWizard() {
  const { signupWithOnboarding, login } = useAuth();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const afterPress = useAfterPress();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({});
  const [targetRole, setTargetRole] = useState('');
  const [experienceLevel, setExperienceLevel] = useState<ExperienceLevel | null>(null);
  const [careerIntent, setCareerIntent] = useState<CareerIntent | null>(null);
  const [resumeFile, setResumeFile] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const isFirstRender = useRef(true);

  // A new step starts at its top ("Step 2 of 4" below the fixed bar, not hidden under it), and the focus
  // moves to its heading so screen readers announce it.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < parseFloat(getComputedStyle(top).scrollMarginTop || '0'))
      top.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const current = SIGNUP_STEPS[step] ?? SIGNUP_STEPS[0];
  const isLastStep = step === SIGNUP_STEPS.length - 1;
  const canContinue =
    step === 0
      ? canContinueAccount(account)
      : step === 1
        ? canContinueRole({ targetRole, experienceLevel })
        : step === 2
          ? careerIntent !== null
          : true;
  const continueHint =
    step === 0
      ? accountContinueHint(account)
      : step === 1
        ? roleContinueHint({ roleChosen: isRoleSelected(targetRole), experienceLevel })
        : step === 2
          ? intentContinueHint(careerIntent)
          : null;

  const changeAccount = (field: AccountField, value: string | boolean) => {
    setAccount((values) => ({ ...values, [field]: value }));
    setAccountErrors((errors) => ({ ...errors, [field]: undefined }));
    if (field === 'acceptTerms' && value === false) {
      setAccountErrors((errors) => ({
        ...errors,
        acceptTerms: validateAccountField('acceptTerms', { ...account, acceptTerms: false }),
      }));
    }
  };

  // After the click that moved the focus (see useAfterPress): a message appearing under the pointer
  // would otherwise move the terms box away from it mid-click.
  const blurAccount = (field: AccountField) => {
    const message = validateAccountField(field, account);
    afterPress(() => setAccountErrors((errors) => ({ ...errors, [field]: message })));
  };

  const next = () => {
    if (step === 0) {
      const errors = validateAccount(account);
      setAccountErrors(errors);
      if (Object.keys(errors).length) return;
    }
    if (canContinue) setStep((value) => Math.min(value + 1, SIGNUP_STEPS.length - 1));
  };

  const submit = async (file: File | null) => {
    if (!experienceLevel || !careerIntent) return;
    setSubmitting(true);
    const credentials = { email: account.email.trim(), password: account.password };
    try {
      await signupWithOnboarding(
        {
          ...credentials,
          firstName: account.firstName.trim(),
          lastName: account.lastName.trim(),
          targetRole: catalogueSpelling(targetRole.trim()) ?? targetRole,
          experienceLevel,
          careerIntent,
        },
        file,
      );
      await login(credentials);
      toaster.create({
        type: 'success',
        title: SUCCESS_TITLE,
        description: `Welcome to CareerLens, ${account.firstName.trim()}.`,
        duration: 3000,
      });
      navigate(paths.app.dashboard.getHref());
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : FAILURE_FALLBACK;
      toaster.create({ type: 'error', title: FAILURE_TITLE, description: message, closable: true });
      setSubmitting(false);
      // An email already in use can only be fixed on the first step.
      if (error instanceof ApiClientError && error.code === 'CONFLICT') {
        setAccountErrors({ email: error.message });
        setStep(0);
      }
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="2" ref={topRef} scrollMarginTop={STEP_SCROLL_MARGIN}>
        <Progress.Root value={((step + 1) / SIGNUP_STEPS.length) * 100} size="sm" colorPalette="blue">
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="sm" color="fg.muted" fontWeight="medium">
              Step {step + 1} of {SIGNUP_STEPS.length}
            </Progress.Label>
          </HStack>
          <Progress.Track aria-label={`Signup progress: step ${step + 1} of ${SIGNUP_STEPS.length}`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <Stack gap="1">
        <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
          {current.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {current.description}
        </Text>
      </Stack>
      <form
        noValidate
        aria-label={current.title}
        onSubmit={(event) => {
          event.preventDefault();
          if (isLastStep) void submit(resumeFile);
          else next();
        }}
      >
        <Stack gap="6">
          {step === 0 ? (
            <AccountStep
              values={account}
              errors={accountErrors}
              onChange={changeAccount}
              onBlur={blurAccount}
            />
          ) : null}
          {step === 1 ? (
            <RoleStep
              targetRole={targetRole}
              experienceLevel={experienceLevel}
              onTargetRoleChange={setTargetRole}
              onExperienceLevelChange={setExperienceLevel}
            />
          ) : null}
          {step === 2 ? <IntentStep value={careerIntent} onChange={setCareerIntent} /> : null}
          {step === 3 ? (
            <ResumeStep
              file={resumeFile}
              error={resumeError}
              onFileChange={(file, error) => {
                setResumeFile(file);
                setResumeError(error);
              }}
            />
          ) : null}
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Button
              type="button"
              variant="outline"
              onClick={() => setStep((value) => Math.max(value - 1, 0))}
              disabled={step === 0 || submitting}
            >
              <LuArrowLeft aria-hidden="true" />
              Back
            </Button>
            {continueHint ? (
              <Text
                id={hintId}
                fontSize="sm"
                color="fg.muted"
                flex="1"
                minW="40"
                textAlign={{ base: 'start', sm: 'end' }}
                order={{ base: 3, sm: 0 }}
                data-testid="continue-hint"
              >
                {continueHint}
              </Text>
            ) : null}
            <HStack gap="2" wrap="wrap" justify="flex-end" ms="auto">
              {isLastStep ? (
                <Button type="button" variant="ghost" disabled={submitting} onClick={() => void submit(null)}>
                  Skip for now
                </Button>
              ) : null}
              <Button
                type="submit"
                disabled={!canContinue}
                aria-describedby={continueHint ? hintId : undefined}
                loading={submitting}
                loadingText="Creating account..."
                bg="brand.solid"
                color="white"
                _hover={{ opacity: 0.92 }}
              >
                {isLastStep ? 'Create Account' : 'Continue'}
                {isLastStep ? null : <LuArrowRight aria-hidden="true" />}
              </Button>
            </HStack>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
