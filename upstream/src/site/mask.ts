/** Mainland mobile numbers inside public text become 138****1234 (phones are masked everywhere public: docs/architecture.md). */
export const maskPhones = (s: string) => s.replace(/(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g, '$1****$2');
