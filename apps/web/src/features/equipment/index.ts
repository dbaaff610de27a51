export { useGenericModel } from './api/generic-model.ts';
export { useModule } from './api/module.ts';
export { ClassicForm } from './classic-form.tsx';
export { carryDraftToDevice, equipmentDraftKey } from './equipment-slot.ts';
export { FormLoading } from './form-loading.tsx';
export { ModuleForm } from './module/module-form.tsx';
