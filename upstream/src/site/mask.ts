/** Mainland mobile numbers inside public text become 138****1234 (DESIGN.md: phones masked everywhere public). */
export const maskPhones = (s: string) => s.replace(/(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g, '$1****$2');
