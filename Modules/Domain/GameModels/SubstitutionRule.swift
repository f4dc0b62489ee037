/// The laws on changes during a match: five substitutes, brought on in at most three stops of play;
/// changes at half time do not count as a stop.
public enum SubstitutionRule {
    public static let maxSubstitutions = 5
    public static let maxStops = 3
    public static let halfTimeMinute = 45
    /// The last minute a change can still be made in; after it the match is over.
    public static let lastMinute = 89
    /// The same in a tie that went to extra time: its thirty minutes are managed too.
    public static let extraTimeLastMinute = 119
}
