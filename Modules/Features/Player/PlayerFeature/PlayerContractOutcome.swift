import DataManaging

/// How the last contract decision ended, shown on one line until the next.
public enum PlayerContractOutcome: Sendable, Equatable {
    case renewed(RenewalDemand)
    case released(ReleaseTerms)
    /// Why it cannot be done, in football terms.
    case refused(String)
}
