import { cva, type VariantProps } from 'class-variance-authority'

/** The one button look, for `<button>` and for links styled as buttons. */
export const buttonVariants = cva('button', {
  variants: {
    variant: {
      primary: 'button--primary',
      outline: 'button--outline',
      light: 'button--light',
      whatsapp: 'button--whatsapp',
      ghost: 'button--ghost',
    },
    size: {
      md: '',
      sm: 'button--sm',
      lg: 'button--lg',
    },
    block: { true: 'button--block', false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'md', block: false },
})

export type ButtonVariants = VariantProps<typeof buttonVariants>
