import 'i18next';
import type gb from './locales/gb.json';

// gb is the typed source language: t('a.key') that gb lacks does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof gb };
    returnNull: false;
  }
}
