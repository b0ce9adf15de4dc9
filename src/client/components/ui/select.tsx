import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { selectTriggerClasses } from './select-styles';

/** docs/product.md §9: a picker's list is at most 300 px tall. */
export const PICKER_MAX_HEIGHT_PX = 300;

export const Select = SelectPrimitive.Root;

export function SelectTrigger({
  className,
  placeholder,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger> & { placeholder: string }) {
  return (
    <SelectPrimitive.Trigger className={cn(selectTriggerClasses, className)} {...props}>
      <span className="flex min-w-0 items-center gap-3 leading-snug">
        <SelectPrimitive.Value placeholder={placeholder} />
      </span>
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-5 shrink-0 text-lavender-300" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

const scrollButtonClasses = (edge: string) =>
  cn('absolute inset-x-0 z-10 flex justify-center bg-night-900/95 py-1 text-lavender-300', edge);

export function SelectContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={6}
        collisionPadding={8}
        style={{ maxHeight: `min(${PICKER_MAX_HEIGHT_PX}px, var(--radix-select-content-available-height))` }}
        className={cn(
          'select-content relative z-50 w-[var(--radix-select-trigger-width)] overflow-hidden rounded-2xl border border-lavender-400/30 bg-night-900 text-mist-100 shadow-[0_20px_50px_-20px_rgb(0_0_0/0.9)]',
          className,
        )}
      >
        {/* The scroll buttons lie over the list rather than in its flow: one appearing must not push the
            options from under the pointer. */}
        <SelectPrimitive.ScrollUpButton className={scrollButtonClasses('top-0')}>
          <ChevronDown className="size-4 rotate-180" aria-hidden="true" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1.5">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className={scrollButtonClasses('bottom-0')}>
          <ChevronDown className="size-4" aria-hidden="true" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SelectPrimitive.Group>
      <SelectPrimitive.Label className="px-3 pt-3 pb-1 text-xs font-bold tracking-wider text-moon-400 uppercase">
        {label}
      </SelectPrimitive.Label>
      {children}
    </SelectPrimitive.Group>
  );
}

/**
 * An option. `children` is what the trigger shows once chosen; `extra` (a premium star, a hint) shows only
 * in the list.
 */
export function SelectItem({
  value,
  textValue,
  children,
  extra,
}: {
  value: string;
  textValue: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <SelectPrimitive.Item
      value={value}
      textValue={textValue}
      className="relative flex min-h-11 cursor-pointer items-center gap-3 rounded-xl py-1.5 pr-9 pl-3 outline-none select-none data-[highlighted]:bg-night-700 data-[state=checked]:text-moon-300"
    >
      <SelectPrimitive.ItemText asChild>
        <span className="flex min-w-0 items-center gap-3">{children}</span>
      </SelectPrimitive.ItemText>
      {extra && <span className="ml-auto flex shrink-0 items-center gap-2">{extra}</span>}
      <SelectPrimitive.ItemIndicator className="absolute right-3">
        <Check className="size-4 text-moon-400" aria-hidden="true" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
