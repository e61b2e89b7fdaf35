export interface ConstItem {
  name: string;
  code: string | number | boolean;
  data: null;
}
export interface ConstGroup {
  name: string;
  code: string;
  data: { result: ConstItem[] };
}
