import { useState } from 'react';
import { Input } from 'antd';
import { TYPED_FIELD } from '../benchModules';
import { BENCH_READY_ATTRIBUTE } from './benchPages';

/**
 * The floor of the measure: one antd input and nothing else. A keystroke here costs almost nothing, so its latency is
 * what the browser itself adds (waiting for the next frame and painting it) on this machine.
 */
export function SingleInputBenchPage() {
  const [value, setValue] = useState('');
  return (
    <div style={{ width: 1200, margin: '0 auto' }} {...{ [BENCH_READY_ATTRIBUTE]: 'single-input' }}>
      <Input id={`root_${TYPED_FIELD}`} value={value} onChange={(event) => setValue(event.target.value)} />
    </div>
  );
}
