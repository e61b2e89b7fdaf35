import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

let messageApi: MessageInstance | null = null;

/** Called once by the app shell with antd's context-aware message API (App.useApp). */
export function bindMessageApi(api: MessageInstance): void {
  messageApi = api;
}

/** Error toast usable outside React (HTTP client, guard). */
export function toastError(text: string): void {
  (messageApi ?? staticMessage).error(text);
}

export function toastSuccess(text: string): void {
  (messageApi ?? staticMessage).success(text);
}

export function toastWarning(text: string): void {
  (messageApi ?? staticMessage).warning(text);
}
