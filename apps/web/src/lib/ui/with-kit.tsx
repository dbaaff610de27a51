import type { ComponentType } from 'react';

/**
 * A lazily loaded component that still uses the UI kit (MUI and emotion), with the kit's theme around it. The
 * shell, the sign-in and step 1 use the app's own components and CSS (lib/ui), so the kit and its styling
 * runtime load with the first part that needs them, not with the first screen
 * (docs/decisions/0009-web-start-up.md).
 */
export async function withKit<Props extends object>(
  component: Promise<ComponentType<Props>>,
): Promise<ComponentType<Props>> {
  const [Component, { KitTheme }] = await Promise.all([component, import('./kit-theme.tsx')]);
  return (props: Props) => (
    <KitTheme>
      <Component {...props} />
    </KitTheme>
  );
}
