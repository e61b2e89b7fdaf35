export { StatusCell, type StatusCellProps } from './status-cell';
