// The outbox's rarer calls (outbox-send.ts): a correction, a swap, a job that cannot be done.
export { reportJobNotDoable, swapDevice, updateInstallation } from '@installer/contracts';
