export {
  QUERY_COL,
  QueryForm,
  type QueryField,
  type QueryFormProps,
  type QueryOption,
  type QueryValues,
} from './query-form';
