import { useEffect, useRef, useState, type Ref } from 'react';
import { Select, SelectContent, SelectGroup, SelectItem, SelectTrigger } from './select';
import { handoff, type SelectFieldProps } from './select-field-handoff';

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** The real picker (Radix Select), loaded after the first paint; see select-field.tsx. */
export default function SelectFieldImpl({
  id,
  value,
  onValueChange,
  placeholder,
  groups,
  invalid,
  describedBy,
  triggerRef,
}: SelectFieldProps) {
  // Read the hand-off while rendering but consume it only once mounted: React may render this component,
  // throw the render away (a sibling suspended) and render it again, and the second render must still open.
  const [open, setOpen] = useState(() => handoff.open.has(id));
  const own = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    handoff.open.delete(id);
    // The stand-in had focus when it was swapped out: keep the parent's place.
    if (handoff.focused.delete(id) && (document.activeElement === document.body || !document.activeElement)) {
      own.current?.focus();
    }
  }, [id]);

  const items = (options: SelectFieldProps['groups'][number]['options']) =>
    options.map((option) => (
      <SelectItem key={option.value} value={option.value} textValue={option.textValue} extra={option.extra}>
        {option.label}
      </SelectItem>
    ));

  return (
    <Select value={value} onValueChange={onValueChange} open={open} onOpenChange={setOpen}>
      <SelectTrigger
        id={id}
        ref={mergeRefs(own, triggerRef)}
        placeholder={placeholder}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      <SelectContent>
        {groups.map((group, index) =>
          group.label ? (
            <SelectGroup key={group.label} label={group.label}>
              {items(group.options)}
            </SelectGroup>
          ) : (
            <div key={index}>{items(group.options)}</div>
          ),
        )}
      </SelectContent>
    </Select>
  );
}
