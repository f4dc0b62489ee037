/// A club's answer to the user's application.
public enum JobApplication: Sendable, Hashable {
    /// Yes: the offer is open to accept.
    case offered(JobOffer)
    /// No, and why in football terms.
    case turnedDown(clubName: String, reason: String)
}
