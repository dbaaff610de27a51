export { useGenericModel } from './api/generic-model.ts';
export { useModule } from './api/module.ts';
export { ClassicForm } from './classic-form.tsx';
export { carryDraftToDevice, equipmentDraftKey } from './equipment-slot.ts';
export { FormLoading } from './form-loading.tsx';
export { loadModuleForm, ModuleForm } from './module/lazy-module-form.ts';
export { useBrands, useModels } from './api/brands.ts';
export { useLiquids } from './api/liquids.ts';
export { useLocalisationTypes } from './api/localisation-types.ts';
