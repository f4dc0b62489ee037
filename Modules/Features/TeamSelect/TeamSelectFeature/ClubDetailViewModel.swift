/// The lines under the list about the selected club.
public struct ClubDetailViewModel: Sendable, Equatable {
    /// e.g. "Crumpet Rovers · Crumpetford".
    public let heading: String
    /// e.g. "Strength 71 · 2nd strongest of 20 · expectations: title challengers".
    public let summary: String

    public init(heading: String, summary: String) {
        self.heading = heading
        self.summary = summary
    }
}
