import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { ModuleFormContext } from '../moduleFormContext';
import { useBufferedValue } from './useBufferedValue';
import { ModuleBaseInput, ModuleTextarea } from '../widgets/ModuleInputs';

/** An rjsf input whose typed value is held in the field until typing pauses (see useBufferedValue). */
function buffered<P extends WidgetProps>(Inner: ComponentType<P>): ComponentType<P> {
  function BufferedInput(props: P) {
    const { pendingEdits } = props.registry.formContext as Partial<ModuleFormContext>;
    const value = useBufferedValue<unknown>(props.value, props.onChange, pendingEdits);
    const onBlur = (id: string, blurred: unknown) => {
      value.flush();
      props.onBlur(id, blurred);
    };
    return <Inner {...props} value={value.value} onChange={value.edit} onBlur={onBlur} />;
  }
  BufferedInput.displayName = `Buffered(${Inner.displayName ?? Inner.name})`;
  return BufferedInput;
}

/** rjsf's antd text and number input (every text, integer and money field). */
export const BufferedBaseInputTemplate = buffered(ModuleBaseInput);

/** rjsf's antd textarea (every IsTextArea field). */
export const BufferedTextareaWidget = buffered(ModuleTextarea);
