import type { LayoutName } from '../theme/theme-config';

/** Small pictures of the four layouts for the drawer. */
export function LayoutThumb({ layout }: { layout: LayoutName }) {
  const aside = <i className="thumb-aside" />;
  switch (layout) {
    case 'defaults':
      return (
        <div className="thumb thumb-defaults">
          {aside}
          <div className="thumb-col">
            <i className="thumb-head" />
            <i className="thumb-main" />
          </div>
        </div>
      );
    case 'classic':
      return (
        <div className="thumb thumb-classic">
          <i className="thumb-head logo" />
          <div className="thumb-row">
            {aside}
            <i className="thumb-main" />
          </div>
        </div>
      );
    case 'transverse':
      return (
        <div className="thumb thumb-transverse">
          <i className="thumb-head menu" />
          <i className="thumb-main" />
        </div>
      );
    default:
      return (
        <div className="thumb thumb-columns">
          <i className="thumb-columns-bar" />
          {aside}
          <div className="thumb-col">
            <i className="thumb-head" />
            <i className="thumb-main" />
          </div>
        </div>
      );
  }
}
