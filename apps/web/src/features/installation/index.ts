export { useExternalConfig } from './api/external-config.ts';
export { useStep5Names } from './api/step-5-names.ts';
export { externalConfigPlan, type Step5Facts, step5Facts } from './external-config.ts';
export { useInstallationAttempt } from './installation-attempt.ts';
export { type InstallationRefusal, installationRefusal } from './installation-refusal.ts';
export { classicPayload, modulePayload } from './installation-payload.ts';
export { type InstallationRequest, useSaveInstallation } from './save-installation.ts';
export { RefusalAlert } from './refusal-alert.tsx';
export { useInstallationRecord } from './installation-record.ts';
