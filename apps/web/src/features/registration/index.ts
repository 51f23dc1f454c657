// What the app shell uses of this feature: the popup the header renders.
export { RegistrationDialog } from './components/registration-dialog.tsx';
