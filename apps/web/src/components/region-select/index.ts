export { RegionSelect, type RegionSelectProps } from './region-select';
