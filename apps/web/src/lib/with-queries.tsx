import type { ComponentType } from 'react';

/**
 * A lazily loaded component with TanStack Query around it: the library and the app's client (queries.tsx) load
 * with the first component that asks the server through them, not with the shell or a screen that has no call
 * to make yet (docs/decisions/0009-web-start-up.md).
 */
export async function withQueries<Props extends object>(
  component: Promise<ComponentType<Props>>,
): Promise<{ default: ComponentType<Props> }> {
  const [Component, { QueryProvider }] = await Promise.all([component, import('./queries.tsx')]);
  return {
    default: (props: Props) => (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    ),
  };
}
