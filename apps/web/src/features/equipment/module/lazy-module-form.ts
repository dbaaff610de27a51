import { lazy } from 'react';
import { onceUntilFailed } from '../../../lib/once-until-failed.ts';

/**
 * The module-based form (spec §2 Step 4, a type with id_module) and its parts are a chunk of their own: a
 * tank, a silo or a generic type, the usual case, never loads them (docs/decisions/0009-web-start-up.md,
 * item 13). A failed fetch (no signal before the worker has precached it) is tried again on the next render.
 */
export const loadModuleForm = onceUntilFailed(() => import('./module-form.tsx'));

/** Rendered inside step 4's Suspense; `loadModuleForm()` beforehand starts the chunk beside the module's data. */
export const ModuleForm = lazy(() => loadModuleForm().then((m) => ({ default: m.ModuleForm })));
