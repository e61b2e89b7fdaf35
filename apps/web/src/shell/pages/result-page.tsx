import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

/** A centred result card used by the shell's own pages. */
export function ResultPage(props: {
  status: 'success' | 'error' | 'info' | 'warning' | '403' | '404' | '500';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  fullScreen?: boolean;
  icon?: ReactNode;
}) {
  return (
    <div className={props.fullScreen ? 'result-page result-page-full' : 'result-page'}>
      <Result
        status={props.status}
        title={props.title}
        subTitle={props.subTitle}
        extra={props.extra}
        icon={props.icon}
      />
    </div>
  );
}

export { Button };
