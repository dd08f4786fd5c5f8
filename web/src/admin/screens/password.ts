/** The two password fields of a form agree (the server judges the password itself and says why in Chinese). */
export function passwordsOf(form: FormData): { password: string; mismatch: boolean } {
  const password = String(form.get('password') ?? '');
  return { password, mismatch: password !== String(form.get('password2') ?? '') };
}
