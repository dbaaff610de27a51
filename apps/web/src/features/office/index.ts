export { NotForAccount } from './not-for-account.tsx';
