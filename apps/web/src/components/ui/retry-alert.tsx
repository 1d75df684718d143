import { Alert, Button } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';

/** A failed load with its reason and a "Try again" button that fetches again (busy while it does). */
export function RetryAlert({
  title,
  description,
  retrying,
  onRetry,
}: {
  title: string;
  description: string;
  retrying: boolean;
  onRetry(): void;
}) {
  return (
    <Alert.Root status="error" borderRadius="xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" loading={retrying} onClick={onRetry}>
        <LuRefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Alert.Root>
  );
}
