// The phone field of the representative application form. Without JavaScript it is a plain
// <input type="tel"> validated on the server.
export interface PhoneInputProps {
  id: string; name: string; lang: 'tr' | 'en'; value?: string; placeholder: string; required?: boolean;
  describedBy?: string; invalid?: boolean; maxLength?: number;
  /** Shown (and set with setCustomValidity) when the number is not valid. */
  invalidMessage?: string;
}

export function PhoneInput({ id, name, value, placeholder, required, describedBy, invalid, maxLength = 25 }: PhoneInputProps) {
  return (
    <div className="phone-input">
      <input id={id} name={name} type="tel" autoComplete="tel" inputMode="tel" required={required} maxLength={maxLength}
        placeholder={placeholder} defaultValue={value} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
    </div>
  );
}
