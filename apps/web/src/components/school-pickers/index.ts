export { useClassLabel } from './class-label';
export { ClassSelect, type ClassSelectProps } from './class-select';
export {
  encryptPasswordChoice,
  type PasswordChoice,
  PasswordRuleField,
  useDefaultRule,
} from './password-rule-field';
export { SchoolSelect, type SchoolSelectProps } from './school-select';
export {
  schoolPickerKeys,
  schoolPickersApi,
  useClassOptions,
  useImportOptions,
  useSchools,
} from './school-pickers-api';
