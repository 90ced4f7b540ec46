/** What other modules use of verification: the business verification marks (the service comes through `uses: ['businessVerification']`). */
export interface BusinessVerification {
  /** Which of these companies are business verified (a request of theirs passed). */
  verifiedCompanies(companyIds: readonly number[]): Promise<Set<number>>;
}
