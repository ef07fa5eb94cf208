import { ChoiceSelect, type ChoiceSelectProps } from '@/components/ui/choice-select'

/**
 * One choice of the home search, named as the inventory's query string names it. Without an
 * `onChange` it is left to the form and starts on its first choice.
 */
export function SearchSelect(props: ChoiceSelectProps) {
  return <ChoiceSelect {...(props.onChange ? {} : { defaultValue: '' })} {...props} />
}
