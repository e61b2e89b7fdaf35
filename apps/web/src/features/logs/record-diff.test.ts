import { describe, expect, it } from 'vitest';
import { diffRecords } from './record-diff';

describe('diffRecords', () => {
  it('lists changed fields first, then the unchanged ones', () => {
    const rows = diffRecords('{"id":1,"title":"旧","order_no":5}', '{"id":1,"title":"新","order_no":5,"remark":"x"}');
    expect(rows).toEqual([
      { field: 'title', before: '旧', after: '新', changed: true },
      { field: 'remark', before: null, after: 'x', changed: true },
      { field: 'id', before: '1', after: '1', changed: false },
      { field: 'order_no', before: '5', after: '5', changed: false },
    ]);
  });

  it('handles an add, a delete and plain values', () => {
    expect(diffRecords(null, '{"a":1}')).toEqual([{ field: 'a', before: null, after: '1', changed: true }]);
    expect(diffRecords('{"a":[1,2]}', null)).toEqual([{ field: 'a', before: '[1,2]', after: null, changed: true }]);
    expect(diffRecords('"x"', '"y"')).toEqual([{ field: 'value', before: 'x', after: 'y', changed: true }]);
    expect(diffRecords(null, null)).toEqual([]);
  });
});
