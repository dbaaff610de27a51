import type { FormEvent, ReactNode } from 'react';
import { Stack } from '../../../lib/ui/stack.tsx';

/** Step 5's form: what it shows, and its actions (Validate is its submit). */
export function Step5Frame({
  onSubmit,
  children,
}: {
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}) {
  return (
    <Stack as="form" noValidate onSubmit={onSubmit}>
      {children}
    </Stack>
  );
}
