import { type DeviceCheck, EQUIPMENT_KINDS } from '@installer/contracts';
import { Suspense } from 'react';
import {
  ClassicForm,
  FormLoading,
  loadModuleForm,
  ModuleForm,
  useGenericModel,
  useModule,
} from '../../equipment/index.ts';

/** What both forms of step 4 take from the step. */
type CommonProps = {
  device: DeviceCheck;
  draftKey: string;
  autofill: Record<string, string>;
  submitting: boolean;
};

/** A tank, a silo, or a generic type once its model has loaded (spec §3 Generic). */
export function ClassicStep(props: CommonProps & Omit<Parameters<typeof ClassicForm>[0], 'genericModel'>) {
  const needsModel = EQUIPMENT_KINDS[props.kind].genericModel;
  const generic = useGenericModel(needsModel ? props.assetType.id_asset_generic_module : null);
  if (needsModel && !generic.data) return <FormLoading failed={generic.isError} />;
  return <ClassicForm key={props.draftKey} {...props} genericModel={generic.data ?? null} />;
}

/** A module-based type once its module has loaded (spec §2 Step 4). */
export function ModuleStep(
  props: CommonProps & { idModule: number } & Omit<Parameters<typeof ModuleForm>[0], 'module'>,
) {
  const module = useModule(props.idModule);
  // The form's chunk comes while the module's data does, not after it.
  void loadModuleForm().catch(() => undefined);
  if (!module.data) return <FormLoading failed={module.isError} />;
  return (
    <Suspense fallback={<FormLoading failed={false} />}>
      <ModuleForm key={props.draftKey} {...props} module={module.data} />
    </Suspense>
  );
}
