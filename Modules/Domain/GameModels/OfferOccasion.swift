/// Why clubs come calling.
public enum OfferOccasion: String, Sendable, Hashable, CaseIterable {
    /// The coach was sacked: clubs a little below his last one.
    case sacking
    /// A season well above expectation: stronger clubs.
    case strongSeason
    /// The coach applied and the club said yes.
    case application
}
