import DataManaging

/// A contract decision put to the user, waiting for his answer.
public enum PlayerContractQuestion: Sendable, Equatable {
    /// The player's demand to stay; Enter accepts it.
    case renewal(RenewalDemand)
    /// What letting him go costs; y releases him.
    case release(ReleaseTerms)
}
