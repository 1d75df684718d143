import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** A call to action rendered as a link (it navigates), styled as the brand button. */
export function CtaLink({ to, children, variant = 'solid', ...props }: ButtonProps & { to: string }) {
  const solid = variant === 'solid';
  return (
    <Button
      asChild
      size="lg"
      variant={variant}
      {...(solid ? { bg: 'brand.solid', color: 'white', _hover: { opacity: 0.92 } } : {})}
      {...props}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
