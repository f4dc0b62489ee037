/// The level of a tier's players, for the rules that compare a player with the tier he could play in.
public enum TierLevel {
    /// The overall of an average club's peak-age players in `tier`.
    public static func peakOverall(tier: Int) -> Int {
        Int(TierProfile.profile(tier: tier).clubLevel.rounded())
    }
}
